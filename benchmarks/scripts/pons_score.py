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


def differences(width, height, pons_lines, answers):
    """The positions whose nimber answer differs from Pons' score, each as (moves, score, his value, nimber's outcome,
    nimber's value): PONS_LINES his solver's output lines split into words (the moves played, absent for the empty
    board, and the score), ANSWERS nimber run --format json's answers to the same positions, in the same order."""
    assert len(pons_lines) == len(answers), (len(pons_lines), len(answers))
    differ = []
    for words, answer in zip(pons_lines, answers):
        moves, score = (words[0] if len(words) == 2 else ""), words[-1]
        expected = value(width, height, moves, int(score))
        if (answer["outcome"], answer["value"]) != expected:
            differ.append((moves, score, expected, answer["outcome"], answer["value"]))
    return differ
