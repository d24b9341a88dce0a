"""The collector kept off the long-lived heap while crawls run, and put back after."""

import gc

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
        assert gc.get_freeze_count() >= frozen  # the second one still runs
        _engine(first, signals.engine_stopped)  # told twice: counted once
        assert gc.get_freeze_count() >= frozen
        _engine(second, signals.engine_stopped)
        assert gc.get_freeze_count() == 0 and gc.get_threshold() == before
    finally:
        for extension in (one, two):
            extension.engine_stopped()
        assert heap._running == 0


def test_an_engine_that_never_started_changes_nothing():
    crawler = get_crawler()
    CrawlHeap.from_crawler(crawler)
    _engine(crawler, signals.engine_stopped)
    assert gc.get_freeze_count() == 0 and heap._running == 0


def test_every_crawl_of_the_service_has_it(tmp_path):
    extensions = scrapy_settings(Settings(database_url="sqlite://"), None).getdict("EXTENSIONS")
    assert extensions.get("crawler.heap.CrawlHeap") == 0
