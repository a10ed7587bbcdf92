"""How a rewrite fails: loudly, naming itself and the pattern that found nothing."""

from pkf.errors import PkfError


class NoMatch(PkfError):
    def __init__(self, rewrite: str, pattern: str, where: str):
        super().__init__(
            f"reconstructor: rewrite {rewrite!r}: pattern {pattern} did not match in {where}; "
            "the prototype is not one this reconstructor knows (other TVM version or hand-edited?)"
        )
        self.rewrite, self.pattern = rewrite, pattern
