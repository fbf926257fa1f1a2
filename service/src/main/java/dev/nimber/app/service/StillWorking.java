package dev.nimber.app.service;

import java.util.Optional;

/**
 * A request answered 202: its answer needs work that goes on in the background past the face's time
 * limit (the solve of the position's rules, or the search of a position), this far; the same
 * request asked again joins that work, and is answered once it is done.
 */
public final class StillWorking extends ServiceException {

  private static final long serialVersionUID = 1L;

  /** The seconds a 202 answer asks the client to wait before asking again. */
  public static final int RETRY_AFTER_SECONDS = 1;

  private final transient Progress progress;

  StillWorking(Progress progress, String message) {
    this(progress, message, "; ask again in " + RETRY_AFTER_SECONDS + " s");
  }

  private StillWorking(Progress progress, String message, String ending) {
    super(Kind.SOLVING, null, message + ending);
    this.progress = progress;
  }

  /**
   * This refusal, showing the position the search is about.
   *
   * @param position the position, drawn as text
   * @return the same refusal with the position, where the work is a search; otherwise this one
   */
  StillWorking showing(String position) {
    return progress instanceof Search search
        ? new StillWorking(new Search(search.visited(), Optional.of(position)), getMessage(), "")
        : this;
  }

  /** How far the work has come. */
  public Progress progress() {
    return progress;
  }

  /** How far background work has come. */
  public sealed interface Progress {}

  /**
   * A ruleset's solve: the positions valued so far of all it values (0 of 0 before it starts).
   *
   * @param valued the positions valued so far
   * @param positions the positions the solve values in all
   */
  public record Solve(long valued, long positions) implements Progress {}

  /**
   * The search of a position, in play or asked about: the positions it has visited so far (0 while
   * it waits for the searches asked before it), each counted as often as it is visited.
   *
   * @param visited the positions visited so far
   * @param position the position, drawn as text, where the refusal shows it
   */
  public record Search(long visited, Optional<String> position) implements Progress {}
}
