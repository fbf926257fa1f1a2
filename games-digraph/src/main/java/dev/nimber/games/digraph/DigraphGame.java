package dev.nimber.games.digraph;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Tokens on a directed graph: a move slides one token along an edge; who cannot move loses. Lines
 * of play may go on forever, so positions may be draws. The solver {@code graph} (the default)
 * answers on the graph's own arrays, the engine's search of the positions ({@code search}) is its
 * reference; both give generalized Sprague–Grundy values (Smith; Fraenkel–Yesha), several tokens
 * being a sum.
 */
@AutoService(GameDescriptor.class)
public final class DigraphGame implements GameDescriptor, Positions {

  static final Parameter<Digraph> EDGES =
      Parameter.required("edges", "the graph's edges", new EdgesType());
  static final Parameter<List<BigInteger>> TOKENS =
      Parameter.required(
              "tokens",
              "the vertices the tokens start on (several tokens are a sum)",
              ParameterType.listOf(ParameterType.integer(0, Digraph.MAX_VERTEX), 1000))
          .ofPosition();

  /**
   * Small graphs for verify: a path with a cycle, two 2-cycles with exits, a 3-cycle, a loop on a
   * vertex.
   */
  private static final List<String> SMALL_GRAPHS =
      List.of(
          "0>1,1>0,1>2",
          "0>1,1>0,0>2,1>2,2>3,4>5,5>4,4>3,5>3",
          "0>1,1>2,2>0",
          "0>0,0>1,1>2",
          "0>1,0>2,1>3,2>3,3>4");

  @Override
  public String id() {
    return "digraph";
  }

  @Override
  public String description() {
    return "slide a token along an edge of a directed graph; cycles make draws; several tokens are a sum";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(EDGES, TOKENS);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return "graph";
  }

  /** The solver on the graph's arrays; the engine's search of the positions is the reference. */
  @Override
  public List<GameSolver> solvers() {
    return List.of(new GraphSolver(outcomeWords()));
  }

  /** Every token on a vertex of the graph. */
  @Override
  public void validate(Parameters parameters) {
    Digraph graph = parameters.get(EDGES);
    List<BigInteger> tokens = parameters.get(TOKENS);
    for (int i = 0; i < tokens.size(); i++) {
      if (tokens.get(i).intValueExact() >= graph.vertices()) {
        throw InvalidParameterException.described(
            TOKENS.name() + "[" + (i + 1) + "]",
            tokens.get(i).toString(),
            graph.vertices() == 0
                ? "none: the graph has no edges, so no vertices"
                : "a vertex of the graph, 0 to " + (graph.vertices() - 1));
      }
    }
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(this);
  }

  @Override
  public Position start(Parameters instance) {
    return new Tokens(
        instance.get(EDGES), instance.get(TOKENS).stream().map(BigInteger::intValueExact).toList());
  }

  /**
   * The tokens' vertices as bytes, so that {@code nimber db build} can keep every position of a
   * graph.
   */
  @Override
  public Optional<PositionKeys> keys(Parameters instance) {
    return Optional.of(new TokenKeys(instance.get(EDGES)));
  }

  @Override
  public Optional<Parameters> instanceOf(Position position) {
    Tokens tokens = (Tokens) position;
    return Optional.of(instance(tokens.graph(), tokens.at()));
  }

  /** On each small graph, one token on each vertex, and two tokens on each pair of vertices. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    for (String edges : SMALL_GRAPHS) {
      Digraph graph = Digraph.parse(edges);
      for (int a = 0; a < graph.vertices(); a++) {
        instances.add(instance(graph, List.of(a)));
        for (int b = a; b < graph.vertices() && size >= 2; b++) {
          instances.add(instance(graph, List.of(a, b)));
        }
      }
    }
    return instances;
  }

  /**
   * A random graph of about {@code size} vertices (at most 3,000) with three edges per vertex, each
   * edge leading down to a smaller vertex but one in ten leading anywhere (so there are cycles,
   * draws and finite values), and one to three tokens.
   */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    int vertices = (int) Math.max(2, Math.min(size, 3000));
    StringBuilder edges = new StringBuilder();
    for (int edge = 0; edge < 3 * vertices; edge++) {
      int from = 1 + random.nextInt(vertices - 1);
      int to = random.nextInt(10) == 0 ? random.nextInt(vertices) : random.nextInt(from);
      edges.append(edges.length() == 0 ? "" : ",").append(from).append('>').append(to);
    }
    Digraph graph = Digraph.parse(edges.toString());
    List<Integer> tokens = new ArrayList<>();
    for (int token = 0, count = 1 + random.nextInt(3); token < count; token++) {
      tokens.add(random.nextInt(graph.vertices()));
    }
    return Optional.of(instance(graph, tokens));
  }

  /** The checked instance of a graph and tokens. */
  Parameters instance(Digraph graph, List<Integer> tokens) {
    return Parameters.builder(this)
        .set(EDGES, graph)
        .set(TOKENS, tokens.stream().map(BigInteger::valueOf).toList())
        .build();
  }
}
