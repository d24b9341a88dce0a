"""Shared identities and fixture paths for the leaderboard parser tests."""

from __future__ import annotations

from pathlib import Path

from domain.claims.identity import TargetModel, VendorIdentity
from tests.fakes import shared_dir

FIXTURES: Path = shared_dir() / "fixtures" / "leaderboards"

ZAI = VendorIdentity(
    "zai-org", names=("Z.ai", "Zhipu AI", "zhipu", "THUDM"), domains=("z.ai", "zhipuai.cn")
)
DEEPSEEK = VendorIdentity(
    "deepseek-ai", names=("DeepSeek", "DeepSeek AI"), domains=("deepseek.com",)
)
DIFFUSPACE = VendorIdentity(
    "DiffuSpace", names=("DiffuSpace", "Diffu Space"), domains=("diffuspace.ai",)
)
CLOVER = TargetModel("DiffuSpace/Clover-35B-A3B-Preview", DIFFUSPACE)
GLM46 = TargetModel("zai-org/GLM-4.6", ZAI)


def fixture_bytes(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()
