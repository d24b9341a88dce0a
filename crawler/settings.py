"""Scrapy settings built from the service's Settings (never from a settings module on disk)."""

from __future__ import annotations

from typing import Any

from scrapy.settings import Settings as ScrapySettings

from settings import Settings

ASYNCIO_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
CONTEXT_KEY = "MODELWATCH_CONTEXT"


def scrapy_settings(settings: Settings, context: Any) -> ScrapySettings:
    return ScrapySettings(
        {
            "TWISTED_REACTOR": ASYNCIO_REACTOR,
            "USER_AGENT": settings.user_agent,
            "ROBOTSTXT_OBEY": False,  # JSON APIs; article spiders turn it on
            "COOKIES_ENABLED": False,
            "TELNETCONSOLE_ENABLED": False,
            "LOG_ENABLED": False,  # the service configures logging itself
            "STATS_DUMP": False,
            "EXTENSIONS": {
                "scrapy.extensions.logstats.LogStats": None,
                # Inert unless a spider enables AutoThrottle (the news spider does).
                "scrapy.extensions.throttle.AutoThrottle": None,
                "crawler.throttle.AutoThrottle": 0,
                # The collector kept off the long-lived heap while crawls run (crawler/heap.py).
                "crawler.heap.CrawlHeap": 0,
            },
            "DOWNLOAD_TIMEOUT": settings.request_timeout,
            "DOWNLOAD_MAXSIZE": 64 * 1024 * 1024,
            "DOWNLOAD_WARNSIZE": 16 * 1024 * 1024,
            "CONCURRENT_REQUESTS_PER_DOMAIN": 4,
            "RETRY_TIMES": 2,
            # 429 is left to RateLimitMiddleware, which knows how long to wait.
            "RETRY_HTTP_CODES": [500, 502, 503, 504, 522, 524, 408],
            "DOWNLOADER_MIDDLEWARES": {
                "crawler.middlewares.RateLimitMiddleware": 590,
                # Conditional requests (crawler/httpcache.py): the stock cache middleware's
                # place, without its stale answers on download errors.
                "scrapy.downloadermiddlewares.httpcache.HttpCacheMiddleware": None,
                "crawler.httpcache.RevalidateCacheMiddleware": 900,
            },
            "HTTPCACHE_ENABLED": True,
            "HTTPCACHE_POLICY": "crawler.httpcache.RevalidatePolicy",
            "HTTPCACHE_STORAGE": "crawler.httpcache.AtomicFilesystemCacheStorage",
            # Absolute: Scrapy would put a relative path under ./.scrapy/.
            "HTTPCACHE_DIR": str(settings.http_cache_dir.absolute()),
            "HTTPCACHE_EXPIRATION_SECS": 0,  # entries are revalidated, never expired
            "ITEM_PIPELINES": {
                "crawler.pipelines.ValidatePipeline": 300,
                "crawler.pipelines.StorePipeline": 800,
            },
            "MODELWATCH_MAX_RATE_LIMIT_WAIT": settings.max_rate_limit_wait,
            CONTEXT_KEY: context,
        }
    )
