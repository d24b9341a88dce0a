"""The collector kept off the long-lived heap while crawls run, and put back after."""

import gc
import weakref

from scrapy import signals
from scrapy.utils.test import get_crawler

from crawler import heap
from crawler.heap import YOUNG_THRESHOLD, CrawlHeap
from crawler.settings import scrapy_settings
from settings import Settings


def _engine(crawler, signal):
    crawler.signals.send_catch_log(signal)


def test_a_crawl_freezes_the_heap_it_found_and_the_last_crawl_to_stop_undoes_it():
    before = gc.get_threshold()
    assert gc.get_freeze_count() == 0
    first, second = get_crawler(), get_crawler()
    one, two = CrawlHeap.from_crawler(first), CrawlHeap.from_crawler(second)
    try:
        _engine(first, signals.engine_started)
        frozen = gc.get_freeze_count()
        assert frozen > 0 and gc.get_threshold() == (YOUNG_THRESHOLD, *before[1:])
        _engine(second, signals.engine_started)  # a crawl running beside the first
        _engine(first, signals.engine_stopped)
        assert gc.get_freeze_count() > 0  # taken again: the second one still runs
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD
        _engine(first, signals.engine_stopped)  # told twice: counted once
        assert gc.get_freeze_count() > 0 and heap._running == 1
        _engine(second, signals.engine_stopped)
        assert gc.get_freeze_count() == 0 and gc.get_threshold() == before
    finally:
        for extension in (one, two):
            extension.engine_stopped()
        assert heap._running == 0


def test_an_engine_that_never_started_changes_nothing():
    """Called directly: Scrapy's signals would log an error raised here and go on."""
    extension = CrawlHeap.from_crawler(get_crawler())
    extension.engine_stopped()
    assert gc.get_freeze_count() == 0 and heap._running == 0


def test_every_crawl_of_the_service_has_it(tmp_path):
    extensions = scrapy_settings(Settings(database_url="sqlite://"), None).getdict("EXTENSIONS")
    assert extensions.get("crawler.heap.CrawlHeap") == 0


class _Node:
    """A cycle, as a finished crawl's crawler, spider and items are: only a full collection
    frees it."""

    def __init__(self) -> None:
        self.me = self


def test_what_earlier_crawls_left_is_not_frozen_with_the_heap():
    left = weakref.ref(_Node())  # garbage, waiting for a full collection
    heap.crawl_started()
    try:
        assert left() is None
    finally:
        heap.crawl_stopped()


def test_overlapping_crawls_do_not_keep_what_died_while_they_ran():
    kept = _Node()
    heap.crawl_started()
    heap.crawl_started()  # a second crawl, before the first stops
    try:
        died = weakref.ref(kept)
        del kept  # frozen with the heap, then garbage while both crawls run
        gc.collect()
        assert died() is not None  # frozen: no collection reaches it
        heap.crawl_stopped()  # the first crawl stops; the second still runs
        assert died() is None and gc.get_freeze_count() > 0
    finally:
        heap.crawl_stopped()
    assert gc.get_freeze_count() == 0
