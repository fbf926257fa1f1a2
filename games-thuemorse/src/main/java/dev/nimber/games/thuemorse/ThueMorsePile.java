package dev.nimber.games.thuemorse;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pile in the Thue–Morse game, as the generic search sees it.
 *
 * @param stones stones left
 * @param maxTake the most stones one move may take (m)
 * @param leftOdious whether the previous mover left an odious count (and so has already lost);
 *     false at the start, where nobody has moved
 */
record ThueMorsePile(long stones, int maxTake, boolean leftOdious) implements Position {

  /** A move as a person types it: the label, or {@code take K}, or {@code K}. */
  private static final Pattern TYPED_MOVE =
      Pattern.compile("(?:take\\s+)?(\\d+)(\\s+stones?,\\s+leaving\\s+\\d+)?");

  private static final Optional<Outcome> WON = Optional.of(Outcome.WIN);

  /** The start position: nobody has moved, so nothing is decided whatever the count. */
  static ThueMorsePile start(long stones, int maxTake) {
    return new ThueMorsePile(stones, maxTake, false);
  }

  /** The pile a move leaves: decided at once when the count left is odious. */
  static ThueMorsePile after(long left, int maxTake) {
    return new ThueMorsePile(left, maxTake, Long.bitCount(left) % 2 == 1);
  }

  /**
   * The count's hash alone: piles of one instance share m, and at most two piles have a count (the
   * start and a pile a move leaves), so this costs no collisions worth counting; a pile and the
   * piles its moves leave then have close hashes, which the search's memo keeps close together.
   */
  @Override
  public int hashCode() {
    return Long.hashCode(stones);
  }

  /** Emptying the pile wins; otherwise leaving an odious count loses at once. */
  @Override
  public Optional<Outcome> verdict() {
    return stones > 0 && leftOdious ? WON : Optional.empty();
  }

  /** The most stones drawn: a larger pile has no picture. */
  static final int MOST_DRAWN = 100;

  /**
   * A row of stones; a click on a stone takes it and every stone to its right, when a move may take
   * that many.
   */
  @Override
  public Optional<Picture> picture() {
    if (stones > MOST_DRAWN) {
      return Optional.empty();
    }
    List<Picture.Token> tokens = new ArrayList<>();
    for (long at = 0; at < stones; at++) {
      long take = stones - at;
      boolean takes = verdict().isEmpty() && take <= maxTake;
      tokens.add(
          new Picture.Token(
              Picture.Piece.of(Picture.Shape.DISC, Picture.Tint.NEUTRAL),
              takes ? Optional.of(ThueMorseMoves.label(take, at)) : Optional.empty()));
    }
    return Optional.of(
        new Picture.Rows(List.of(new Picture.Row(stones + " left", tokens, List.of()))));
  }

  @Override
  public String render() {
    return stones
        + (stones == 1 ? " stone" : " stones")
        + " (take 1 to "
        + maxTake
        + "; emptying the pile wins,"
        + " leaving an odious count loses)";
  }

  @Override
  public List<Move> moves() {
    long most = Math.min(maxTake, stones);
    List<Move> moves = new ArrayList<>((int) most);
    for (int take = 1; take <= most; take++) {
      long left = stones - take;
      moves.add(new Move(ThueMorseMoves.label(take, left), after(left, maxTake)));
    }
    return moves;
  }

  /**
   * The piles the moves leave, without their labels: what the search reads of a million piles. A
   * view that makes each pile when it is read, so that the search, which holds the lists of the
   * whole line of play, holds no pile it has already looked up.
   */
  @Override
  public List<Position> children() {
    int most = (int) Math.min(maxTake, stones);
    return new AbstractList<>() {
      @Override
      public Position get(int index) {
        Objects.checkIndex(index, most);
        return after(stones - index - 1, maxTake);
      }

      @Override
      public int size() {
        return most;
      }
    };
  }

  /**
   * How many stones a move's exact label takes, read without a pattern, since the host checks every
   * move a solver answers by its label (a million of them in a judge run); 0 when the text is not
   * exactly the label of one of this pile's moves.
   */
  private long takenByLabel(String text) {
    String prefix = "take ";
    if (!text.startsWith(prefix)) {
      return 0;
    }
    int end = prefix.length();
    long take = 0;
    while (end < text.length()
        && end < prefix.length() + 8
        && text.charAt(end) >= '0'
        && text.charAt(end) <= '9') {
      take = take * 10 + (text.charAt(end) - '0');
      end++;
    }
    if (end == prefix.length() || take < 1 || take > Math.min(maxTake, stones)) {
      return 0;
    }
    return text.equals(ThueMorseMoves.label(take, stones - take)) ? take : 0;
  }

  /**
   * A move typed as its label ({@code take 5 stones, leaving 95}), as {@code take 5} or as {@code
   * 5}; without going through all the moves, so it costs O(1) even with m = 10^6.
   */
  @Override
  public Optional<Move> move(String typed) {
    long canonical = takenByLabel(typed);
    if (canonical > 0) {
      return Optional.of(new Move(typed, after(stones - canonical, maxTake)));
    }
    Matcher matcher = TYPED_MOVE.matcher(typed.strip().toLowerCase(Locale.ROOT));
    if (!matcher.matches() || matcher.group(1).length() > 7) {
      return Optional.empty();
    }
    long take = Long.parseLong(matcher.group(1));
    if (take < 1 || take > Math.min(maxTake, stones)) {
      return Optional.empty();
    }
    long left = stones - take;
    String label = ThueMorseMoves.label(take, left);
    if (matcher.group(2) != null && !label.equals(typed.strip().toLowerCase(Locale.ROOT))) {
      return Optional.empty();
    }
    return Optional.of(new Move(label, after(left, maxTake)));
  }
}
