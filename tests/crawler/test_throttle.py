"""AutoThrottle's delay after a 304: lowered like after a 200; other answers as Scrapy has it."""

import pytest
from scrapy.core.downloader import Slot
from scrapy.http import Response
from scrapy.utils.test import get_crawler

from crawler.throttle import AutoThrottle

SETTINGS = {"AUTOTHROTTLE_ENABLED": True, "AUTOTHROTTLE_TARGET_CONCURRENCY": 2.0}  # as news


@pytest.mark.parametrize(
    ("status", "lowered"), [(200, True), (304, True), (301, False), (404, False), (500, False)]
)
def test_a_fast_answer_lowers_the_delay_only_when_it_is_a_200_or_a_304(status, lowered):
    throttle = AutoThrottle(get_crawler(settings_dict=SETTINGS))
    throttle.mindelay, throttle.maxdelay = 0.0, 30.0
    slot = Slot(concurrency=2, delay=1.0, jitter=0.5)
    throttle._adjust_delay(slot, 0.01, Response("http://127.0.0.1/feed.xml", status=status))
    assert (slot.delay < 1.0) is lowered


def test_a_slow_304_still_raises_the_delay():
    throttle = AutoThrottle(get_crawler(settings_dict=SETTINGS))
    throttle.mindelay, throttle.maxdelay = 0.0, 30.0
    slot = Slot(concurrency=2, delay=1.0, jitter=0.5)
    throttle._adjust_delay(slot, 4.0, Response("http://127.0.0.1/feed.xml", status=304))
    assert slot.delay == 2.0  # latency over the target concurrency
