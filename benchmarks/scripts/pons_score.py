# Pascal Pons' Connect Four score turned into nimber's outcome and remoteness, for the benchmark scripts that check
# nimber's answers against his solver (pons-values.py, moves-vs-pons.sh, move-vs-pons.sh).

OPPOSITE = {"win": "loss", "loss": "win", "tie": "tie"}


def value(width, height, moves, score):
    """The outcome and remoteness for the player to move after MOVES (the columns played, a string), from Pons'
    score of that board: a win with the winner's k-th stone scores half - k, a loss the opposite, a tie 0."""
    half = width * height // 2 + 1
    n = len(moves)
    if score > 0:
        return "win", 2 * (half - n // 2 - score) - 1
    if score < 0:
        return "loss", 2 * (half - (n + 1) // 2 + score)
    return "tie", width * height - n


def after_move(width, height, moves, score):
    """The outcome and remoteness of MOVES' last move for the player who made it, one move more, from Pons' score
    of the board it leads to."""
    outcome, remoteness = value(width, height, moves, score)
    return OPPOSITE[outcome], remoteness + 1
