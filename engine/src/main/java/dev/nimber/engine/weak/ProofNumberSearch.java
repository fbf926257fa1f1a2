package dev.nimber.engine.weak;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Outcome;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameEnd;

/**
 * The outcome of one coded position by depth-first proof-number search (df-pn, after Nagai): a
 * second weak method, for the question win, loss or tie alone, which spends its effort where a
 * proof is cheapest rather than in the order the moves are listed.
 *
 * <p>Each node asks one question of a position: does its player to move win (an OR node: proved
 * when one move leads to a proof of the other question), or lose (an AND node: proved when every
 * move leads to a proof of the first)? A node's proof number is the fewest unsolved leaves whose
 * proof would prove it, its disproof number the fewest whose disproof would disprove it: for an OR
 * node the least proof number of its children and the sum of their disproof numbers, for an AND
 * node the other way round; a leaf not yet expanded counts 1 and 1. The search descends to the
 * child with the least proof number (OR) or disproof number (AND), with thresholds that bring it
 * back up when a sibling becomes more promising, and keeps both numbers of every node it leaves in
 * a table (the weak search's {@link ScoreTable}: a replaced entry costs time, never correctness).
 * The outcome takes at most two proofs: a win if the player to move wins, else a loss if they lose,
 * else a tie.
 *
 * <p>Answers only the outcome (a proof does not find the fastest win). Costs: time grows with the
 * nodes expanded, which on positions whose proof is narrow (a win forced through few replies) is
 * far fewer than alpha-beta's, and more where every move must be refuted; memory is the table.
 * Limits as {@link AlphaBetaValues}'s: every move lowers the tier, no drawn verdict ({@link
 * AlphaBetaValues.NotAcyclicException} otherwise). Not thread-safe; an interrupted thread stops it
 * with a {@link SolverFailureException}.
 */
public final class ProofNumberSearch {

  /** A proof or disproof number that stands for infinity: the question is settled the other way. */
  static final long INFINITE = 1L << 30;

  private static final int MOVER_WINS = 0;
  private static final int MOVER_LOSES = 1;

  private final CodedPositions space;
  private final boolean misere;

  /** Whether {@link CodedPositions#winsAtOnce} is asked ({@link QuickWins}). */
  private final boolean asksWinsAtOnce;

  private final long tierCount;
  private final ScoreTable table;
  private final Plies plies;
  private long visited;

  /** Told how the searches come along. */
  private final VisitReports reports = new VisitReports();

  /**
   * A search of one coded instance.
   *
   * @param space the instance's coding
   * @param misere whether the player who makes the last move loses
   * @param tableBytes the most bytes the table may take
   */
  public ProofNumberSearch(CodedPositions space, boolean misere, long tableBytes) {
    this.space = space;
    this.misere = misere;
    this.asksWinsAtOnce = QuickWins.askedOf(space);
    this.tierCount = space.tierCount();
    this.table = ScoreTable.forOneThread(ScoreTable.entriesWithin(tableBytes));
    this.plies = new Plies(space, true, "proof-number search");
  }

  /**
   * Reports the next searches' visits to a listener, counted from now, until another listener
   * replaces it ({@link SearchProgress#NONE} to stop).
   *
   * @param listener told the visits, from the thread that searches
   * @param every the visits between two reports, at least 1 ({@link SearchProgress#REPORT_EVERY}
   *     for a person watching); the search reports on its periodic check, every 1,024 visits
   * @throws IllegalArgumentException when {@code every} is below 1
   */
  public void reportTo(SearchProgress listener, long every) {
    reports.start(listener, every, visited);
  }

  /** The nodes searched so far, over all questions: the work done. */
  public long visited() {
    return visited;
  }

  /**
   * Who wins from one coded position, with both sides playing perfectly.
   *
   * @param tier the position's tier
   * @param code its code
   * @return the outcome for the player to move
   * @throws AlphaBetaValues.NotAcyclicException when the search meets a move that keeps the tier or
   *     a drawn verdict
   */
  public Outcome outcome(int tier, long code) {
    table.newQuestion();
    if (proves(tier, code, MOVER_WINS)) {
      return Outcome.WIN;
    }
    return proves(tier, code, MOVER_LOSES) ? Outcome.LOSS : Outcome.TIE;
  }

  private boolean proves(int tier, long code, int question) {
    long numbers;
    do {
      numbers = search(tier, code, question, INFINITE, INFINITE, 0);
    } while (proof(numbers) != 0 && disproof(numbers) != 0);
    return proof(numbers) == 0;
  }

  private static long proof(long numbers) {
    return numbers >>> 32;
  }

  private static long disproof(long numbers) {
    return numbers & 0xffffffffL;
  }

  private static long numbers(long proof, long disproof) {
    return Math.min(proof, INFINITE) << 32 | Math.min(disproof, INFINITE);
  }

  private long key(int tier, long code, int question) {
    return (space.canonical(tier, code) * tierCount + tier + 1) | (long) question << 63;
  }

  /** A node's numbers from the table, or 1 and 1 for a node not yet seen. */
  private long known(int tier, long code, int question) {
    long entry = table.get(key(tier, code, question));
    return entry == 0 ? numbers(1, 1) : entry;
  }

  /**
   * Develops a node until its proof number reaches {@code proofLimit} or its disproof number {@code
   * disproofLimit} (or it is settled), then keeps its numbers in the table and returns them. The
   * children's numbers are read from the table once, then kept in the node's buffers as its
   * searches of them return, so that a child's entry replaced in the table meanwhile cannot send
   * the search round the same child again.
   */
  private long search(
      int tier, long code, int question, long proofLimit, long disproofLimit, int depth) {
    if (depth >= AlphaBetaValues.MAX_DEPTH) {
      throw new AlphaBetaValues.NotAcyclicException(
          "the proof-number search follows lines of play of at most "
              + AlphaBetaValues.MAX_DEPTH
              + " moves");
    }
    if ((visited++ & 0x3ff) == 0) {
      if (Thread.currentThread().isInterrupted()) {
        throw new SolverFailureException(
            SolverFailureException.Reason.INTERRUPTED,
            "interrupted while the proof-number search valued a position");
      }
      reports.reached(visited);
    }
    long key = key(tier, code, question);
    Plies.Ply ply = plies.expand(tier, code, depth);
    long settled = settled(ply, tier, code, question);
    if (settled != 0) {
      table.put(key, settled);
      return settled;
    }
    boolean or = question == MOVER_WINS;
    int childQuestion = or ? MOVER_LOSES : MOVER_WINS;
    for (int i = 0; i < ply.count; i++) {
      ply.kept[i] = known(ply.tiers[i], ply.codes[i], childQuestion);
    }
    while (true) {
      long proof = or ? INFINITE : 0;
      long disproof = or ? 0 : INFINITE;
      int best = -1;
      long bestValue = INFINITE + 1;
      long secondValue = INFINITE;
      long bestProof = 0;
      long bestDisproof = 0;
      for (int i = 0; i < ply.count; i++) {
        long child = ply.kept[i];
        long childProof = proof(child);
        long childDisproof = disproof(child);
        long value = or ? childProof : childDisproof;
        if (or) {
          proof = Math.min(proof, childProof);
          disproof = Math.min(INFINITE, disproof + childDisproof);
        } else {
          proof = Math.min(INFINITE, proof + childProof);
          disproof = Math.min(disproof, childDisproof);
        }
        if (value < bestValue) {
          secondValue = bestValue;
          bestValue = value;
          best = i;
          bestProof = childProof;
          bestDisproof = childDisproof;
        } else if (value < secondValue) {
          secondValue = value;
        }
      }
      if (proof >= proofLimit || disproof >= disproofLimit) {
        long found = numbers(proof, disproof);
        table.put(key, found);
        return found;
      }
      long childProofLimit;
      long childDisproofLimit;
      if (or) {
        childProofLimit = Math.min(proofLimit, secondValue + 1);
        childDisproofLimit = Math.min(INFINITE, disproofLimit - disproof + bestDisproof);
      } else {
        childProofLimit = Math.min(INFINITE, proofLimit - proof + bestProof);
        childDisproofLimit = Math.min(disproofLimit, secondValue + 1);
      }
      ply.kept[best] =
          search(
              ply.tiers[best],
              ply.codes[best],
              childQuestion,
              childProofLimit,
              childDisproofLimit,
              depth + 1);
    }
  }

  /**
   * An expanded node's numbers when the rules settle its question at once (a verdict, no move, a
   * win at once where the game answers that itself: {@link QuickWins}), else 0.
   */
  private long settled(Plies.Ply ply, int tier, long code, int question) {
    Outcome outcome = ply.verdict;
    if (outcome == null && ply.count == 0) {
      outcome = GameEnd.noMoveLeft(misere);
    }
    if (outcome == null && asksWinsAtOnce && space.winsAtOnce(tier, code)) {
      outcome = Outcome.WIN;
    }
    if (outcome == null) {
      return 0;
    }
    return switch (outcome) {
      case WIN -> question == MOVER_WINS ? numbers(0, INFINITE) : numbers(INFINITE, 0);
      case LOSS -> question == MOVER_LOSES ? numbers(0, INFINITE) : numbers(INFINITE, 0);
      case TIE -> numbers(INFINITE, 0);
      case DRAW ->
          throw new AlphaBetaValues.NotAcyclicException(
              "the proof-number search does not answer a game with drawn positions");
    };
  }
}
