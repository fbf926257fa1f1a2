package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.engine.SearchMethod;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * nimber serve's pages in a real browser: Debian's headless Chromium driven by Selenium through
 * chromium-driver. The tests save screenshots in target/screenshots. Where Chromium is not
 * installed they are skipped, unless the environment variable NIMBER_REQUIRE_BROWSER is set (as
 * .ci/run sets it, after installing the packages): then its absence fails them.
 */
class ServeBrowserTest {

  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path SCREENSHOTS = Path.of("target", "screenshots");

  private static SolvingPools pools;
  private static NimberServer server;
  private static ChromeDriver browser;
  private static String base;

  /** The browser's profile; removed after the tests. */
  @TempDir static Path profile;

  @BeforeAll
  static void start() throws IOException {
    boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
    if (System.getenv("NIMBER_REQUIRE_BROWSER") != null) {
      assertThat(installed)
          .as(
              "chromium and chromium-driver are installed (apt-get install chromium"
                  + " chromium-driver)")
          .isTrue();
    }
    Assumptions.assumeTrue(installed, "chromium and chromium-driver are not installed");
    Catalog catalog =
        Catalog.of(
                new PluginLoader(ServeBrowserTest.class.getClassLoader())
                    .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
            .withEngine(false, 2);
    pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
    server =
        new NimberServer(
            new GameService(Serving.of(catalog, new InstanceSolver(System::nanoTime), pools)),
            new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
            line -> {});
    base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
    ChromeOptions options =
        new ChromeOptions()
            .setBinary(CHROMIUM.toFile())
            .addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--window-size=1000,1000",
                "--user-data-dir=" + profile);
    ChromeDriverService driver =
        new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
    browser = new ChromeDriver(driver, options);
    browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    Files.createDirectories(SCREENSHOTS);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (server != null) {
      server.close();
      pools.close();
    }
  }

  private static void screenshot(String name) throws IOException {
    Path taken = browser.getScreenshotAs(OutputType.FILE).toPath();
    Files.copy(taken, SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
  }

  @Test
  void theGamesPageListsEveryGameWithItsLinks() throws IOException {
    browser.get(base + "/");
    List<String> games =
        browser.findElements(By.cssSelector(".game h2 a")).stream()
            .map(WebElement::getText)
            .toList();
    assertThat(games)
        .containsExactly(
            "chomp",
            "connect",
            "cram",
            "digraph",
            "hackenbush",
            "nodekayles",
            "octal",
            "rulestones",
            "staircase",
            "thuemorse",
            "wythoff");
    screenshot("games.png");
  }

  @Test
  void aGamesFormAnswersAValidInstanceAndShowsTheErrorOfAnInvalidValueNextToItsField()
      throws IOException {
    browser.get(base + "/");
    follow(By.linkText("thuemorse"));
    fill("n", "387");
    fill("m", "22");
    follow(By.id("solve"));
    assertThat(browser.findElement(By.id("answer")).getText()).isEqualTo("Alice");
    assertThat(browser.findElement(By.id("answer-json")).getText())
        .contains("\"firstPlayerWins\" : true");
    screenshot("solve.png");
    fill("m", "0");
    follow(By.id("solve"));
    assertThat(browser.findElements(By.id("error-m")))
        .as("the error next to m on %s", browser.getCurrentUrl())
        .singleElement()
        .extracting(WebElement::getText)
        .isEqualTo("parameter 'm': got '0'; allowed: an integer from 1 to 1000000");
    assertThat(browser.findElements(By.id("answer"))).isEmpty();
    screenshot("solve-error.png");
  }

  /**
   * Clicks what leads to another page (a link, a form's button) and waits until that page has
   * replaced this one and loaded, so that what the test reads next is the new page, never the old.
   * The old page is told apart by a mark on its window, which a new page does not have: asking
   * whether the old page's element went stale raced the navigation in Chromium ("Node with given id
   * does not belong to the document"), while the script's answer is read only once a page answers
   * at all.
   */
  private static void follow(By target) {
    navigate(() -> browser.findElement(target).click());
  }

  /** Does what leads to another page, and waits as {@link #follow} does for that page. */
  private static void navigate(Runnable action) {
    JavascriptExecutor pages = browser;
    pages.executeScript("window.nimberPageBefore = true;");
    action.run();
    new WebDriverWait(browser, Duration.ofSeconds(60))
        .ignoring(WebDriverException.class)
        .until(
            loaded ->
                Boolean.TRUE.equals(
                    pages.executeScript(
                        "return window.nimberPageBefore === undefined && document.readyState === 'complete';")));
  }

  /** Ticks a form's checkbox, if it is not ticked already. */
  private static void check(String field) {
    WebElement box = browser.findElement(By.id("field-" + field));
    assertThat(box.getDomAttribute("type")).as("field %s", field).isEqualTo("checkbox");
    if (!box.isSelected()) {
      box.click();
    }
    assertThat(box.isSelected()).isTrue();
  }

  /**
   * Types a value into a form's field in place of what it held, and checks that the field holds it.
   */
  private static void fill(String field, String value) {
    WebElement input = browser.findElement(By.id("field-" + field));
    input.clear();
    if (!input.getDomProperty("value").isEmpty()) {
      input.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.DELETE);
    }
    input.sendKeys(value);
    assertThat(input.getDomProperty("value")).as("field %s", field).isEqualTo(value);
  }

  /**
   * Played from both seats with perfect moves (the hint's), the game ends with the winner the
   * automaton solver predicts for the start: the first player wins n=20, m=3 exactly when it says
   * Alice.
   */
  @Test
  void aThueMorseGamePlayedToTheEndEndsWithTheWinnerPerfectPlayPredicts() throws IOException {
    String predicted =
        new ObjectMapper()
            .readTree(get("/api/games/thuemorse/solve?n=20&m=3&solver=automaton"))
            .get("answer")
            .asText();
    for (String first : List.of("you", "computer")) {
      browser.get(base + "/games/thuemorse");
      follow(By.linkText("play"));
      fill("n", "20");
      fill("m", "3");
      browser
          .findElement(By.id("field-first"))
          .findElement(By.cssSelector("option[value='" + first + "']"))
          .click();
      follow(By.id("start"));
      int moves = 0;
      while (browser.findElements(By.id("result")).isEmpty()) {
        follow(By.id("hint"));
        assertThat(browser.findElement(By.id("hint-text")).getText()).startsWith("Perfect play: ");
        if (first.equals("you") && moves == 2) {
          screenshot("play.png");
        }
        follow(By.cssSelector("a.move.perfect"));
        assertThat(++moves).isLessThan(40);
      }
      String result = browser.findElement(By.id("result")).getText();
      boolean personFirst = first.equals("you");
      assertThat(result)
          .as("first: " + first)
          .isEqualTo(predicted.equals("Alice") == personFirst ? "You win." : "The computer wins.");
      assertThat(browser.findElements(By.cssSelector("#history circle"))).hasSizeGreaterThan(moves);
      if (personFirst) {
        screenshot("play-end.png");
      }
    }
  }

  @Test
  void theValueHistoryShowsItsWholeAxisLabelFromTheFirstPosition() throws IOException {
    long remoteness =
        new ObjectMapper()
            .readTree(get("/api/games/thuemorse/solve?n=20&m=3&question=remoteness"))
            .get("value")
            .asLong();
    browser.get(base + "/games/thuemorse/play?p.n=20&p.m=3&first=you");
    @SuppressWarnings("unchecked")
    List<Number> extent =
        (List<Number>)
            ((JavascriptExecutor) browser)
                .executeScript(
                    "var label ="
                        + " document.querySelector('#history text'); var box = label.getBBox();"
                        + " return [box.x + box.width, label.ownerSVGElement.width.baseVal.value];");
    assertThat(browser.findElement(By.cssSelector("#history text")).getText())
        .isEqualTo("remoteness (max " + remoteness + ")");
    assertThat(extent.get(0).doubleValue())
        .as("the label's right end within the chart's width")
        .isGreaterThan(0)
        .isLessThanOrEqualTo(extent.get(1).doubleValue());
  }

  /**
   * Connect Four 5 × 4 played by the weak method, on a server whose time limit (1 ms) is shorter
   * than any search of it: the page shows the position and how far the search in the background has
   * come, reloads itself until the board is there, and a move clicked goes on the same way, the
   * computer's reply included.
   */
  @Test
  void aPositionSearchedInTheBackgroundShowsTheSearchThenTheBoard() throws IOException {
    try (SolvingPools limited = new SolvingPools(2, 16, Duration.ofMillis(1));
        NimberServer served = ServeBackgroundSearchTest.weakServer(limited, line -> {})) {
      String at = "http://127.0.0.1:" + served.start("127.0.0.1", 0);
      browser.get(at + "/games/connect/play?p.width=5&p.height=4&p.k=4&p.gravity=true&first=you");
      assertThat(browser.findElements(By.id("searching")))
          .as("the search's progress on %s", browser.getPageSource())
          .hasSize(1);
      assertThat(browser.findElement(By.id("searched-position")).getText())
          .isEqualTo(".....\n.....\n.....\n.....\nX to move");
      screenshot("play-searching.png");
      new WebDriverWait(browser, Duration.ofSeconds(120))
          .until(ExpectedConditions.presenceOfElementLocated(By.id("position")));
      follow(By.cssSelector("a.move"));
      new WebDriverWait(browser, Duration.ofSeconds(120))
          .until(ExpectedConditions.presenceOfElementLocated(By.id("position")));
      assertThat(browser.findElements(By.cssSelector("#played .tag")))
          .as("the person's move and the computer's reply")
          .hasSize(2);
    }
  }

  /**
   * Connect Four 5 × 4 from the play form, on a server whose time limit (200 ms) is shorter than
   * the solve of its rules and whose engine answers by the strong method alone (no quick answer by
   * the weak search): the page shows the background solve's progress and reloads itself until the
   * board is there; from then on every move is answered from the kept solve. With a database of the
   * rules, the first move is answered from it too. Each move's time is the browser's navigation
   * timing of the page, the computer's reply (a redirect) included: their median under 100 ms, and
   * none over 500 ms (a solve of the rules takes seconds), so that one page slowed by this shared
   * machine does not fail the test while a move solved again would.
   */
  @Test
  void connectFourFiveByFourIsSolvedOnceInTheBackgroundThenPlayedToTheEndFast(
      @TempDir Path database) throws IOException {
    NimberCli.Result built =
        NimberCli.withBuiltInGames()
            .run(
                "db",
                "build",
                "connect",
                "width=5",
                "height=4",
                "k=4",
                "gravity=true",
                "--db",
                database.toString());
    assertThat(built.exitCode()).as(built.err()).isZero();
    Catalog catalog =
        Catalog.of(
                new PluginLoader(ServeBrowserTest.class.getClassLoader())
                    .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
            .withEngine(false, 2, SearchMethod.STRONG);
    for (boolean withDatabase : List.of(false, true)) {
      try (SolvingPools limited = new SolvingPools(2, 16, Duration.ofMillis(200));
          NimberServer served =
              new NimberServer(
                  withDatabase
                      ? new GameService(
                          Serving.of(
                              catalog,
                              new InstanceSolver(System::nanoTime),
                              limited,
                              new dev.nimber.app.solve.SolvedDatabases(),
                              List.of(database)))
                      : new GameService(
                          Serving.of(catalog, new InstanceSolver(System::nanoTime), limited)),
                  new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
                  line -> {})) {
        String at = "http://127.0.0.1:" + served.start("127.0.0.1", 0);
        browser.get(at + "/games/connect/play");
        fill("width", "5");
        fill("height", "4");
        fill("k", "4");
        check("gravity");
        follow(By.id("start"));
        if (!withDatabase) {
          assertThat(browser.findElements(By.id("solving")))
              .as("the progress of the background solve on %s", browser.getPageSource())
              .hasSize(1);
          screenshot("play-solving.png");
          new WebDriverWait(browser, Duration.ofSeconds(120))
              .until(ExpectedConditions.presenceOfElementLocated(By.id("position")));
        } else {
          assertThat(pageMillis())
              .as("the first move, from the database, not a solve")
              .isLessThan(500);
        }
        int moves = 0;
        List<Double> millis = new java.util.ArrayList<>();
        while (browser.findElements(By.id("result")).isEmpty()) {
          follow(By.cssSelector("a.move"));
          millis.add((double) Math.round(pageMillis()));
          assertThat(millis.get(moves))
              .as("move %d, database %s", moves, withDatabase)
              .isLessThan(500);
          assertThat(++moves).isLessThanOrEqualTo(10);
        }
        assertThat(millis.stream().sorted().toList().get(millis.size() / 2))
            .as("the median move, database %s: %s", withDatabase, millis)
            .isLessThan(100);
        System.out.println(
            "Connect Four 5 x 4 in Chromium"
                + (withDatabase ? " with --db" : "")
                + ": each move's page"
                + " in ms, the computer's reply included: "
                + millis);
        assertThat(browser.findElement(By.id("result")).getText()).isNotEmpty();
      }
    }
  }

  /**
   * How long the page shown took to load, from the request (before any redirect) to the end of its
   * response.
   */
  private static double pageMillis() {
    return ((Number)
            ((JavascriptExecutor) browser)
                .executeScript(
                    "var timing ="
                        + " performance.getEntriesByType('navigation')[0]; return timing.responseEnd - timing.startTime;"))
        .doubleValue();
  }

  /**
   * Connect Four (4 × 4, three in a row) started from the form with gravity ticked: the page says
   * which colour is the person's; a click at the top of a column, above its empty cells, drops the
   * person's piece into that column (the first move played is that column).
   */
  @Test
  void aClickAnywhereInAConnectFourColumnDropsAPieceThere() throws IOException {
    browser.get(base + "/games/connect/play");
    fill("width", "4");
    fill("height", "4");
    fill("k", "3");
    check("gravity");
    follow(By.id("start"));
    assertThat(browser.getCurrentUrl()).contains("p.gravity=true");
    assertThat(browser.findElement(By.id("colours")).getText())
        .isEqualTo("Your pieces are blue (you move first); the computer's are orange.");
    WebElement column =
        browser.findElements(By.cssSelector("#board g.move[data-move='column 3'] rect")).stream()
            .max(java.util.Comparator.comparingInt(area -> area.getRect().getHeight()))
            .orElseThrow();
    int height = column.getRect().getHeight();
    assertThat(height).as("the column's click area spans its cells").isGreaterThan(4 * 56);
    navigate(
        () -> new Actions(browser).moveToElement(column, 0, -height / 2 + 4).click().perform());
    assertThat(browser.findElements(By.cssSelector("#played .tag")).get(0).getText())
        .isEqualTo("column 3");
    screenshot("connect-drop.png");
  }

  /**
   * A game of Connect Four (4 × 4, three in a row) that the first player has won along the bottom
   * row: the line is marked over the board, and the position says who won instead of who moves.
   */
  @Test
  void theWinningLineIsMarkedWhenConnectFourEnds() throws IOException {
    browser.get(
        base
            + "/games/connect/play?p.width=4&p.height=4&p.k=3&p.gravity=true&first=you"
            + "&moves=0,0,1,1,2");
    assertThat(browser.findElement(By.id("result")).getText()).isEqualTo("You win.");
    assertThat(browser.findElements(By.cssSelector("#board line[stroke='#f1c40f']"))).hasSize(1);
    assertThat(browser.findElement(By.id("position")).getText())
        .contains("X has 3 in a row and wins")
        .doesNotContain("to move");
    screenshot("connect-won.png");
  }

  /**
   * Answers that are lists show as lists: every move's value as a table with a row per move, and a
   * report of several lines (octal's sparsity) preformatted, one line per row of the report.
   */
  @Test
  void aListAnswerIsATableAndAReportIsPreformatted() throws IOException {
    browser.get(base + "/games/connect?p.width=3&p.height=3&p.k=3&question=moves&run=1");
    List<WebElement> rows = browser.findElements(By.cssSelector("#answer-moves tbody tr"));
    assertThat(rows).hasSize(9);
    assertThat(rows.get(4).findElements(By.tagName("td")).stream().map(WebElement::getText))
        .containsExactly("cell 5", "tie", "9");
    screenshot("answer-moves.png");
    browser.get(base + "/games/octal?p.code=0.07&p.to=20&question=sparsity&run=1");
    WebElement report = browser.findElement(By.cssSelector("pre#answer"));
    assertThat(report.getText().lines()).hasSize(6);
    assertThat(report.getText()).startsWith("2^0 heaps: largest G(0) = 0");
  }

  /**
   * On connect's play page, where the game's own parameter {@code moves} shares its name with the
   * moves played: an illegal cell in the game's {@code p.moves} outlines the game's field; a bad
   * index among the moves played outlines no field and shows once above the form.
   */
  @Test
  void aBadIndexOutlinesTheFieldItBelongsTo() {
    browser.get(base + "/games/connect/play?p.width=3&p.height=3&p.k=3&p.moves=5,5&first=you");
    assertThat(browser.findElements(By.cssSelector(".field.invalid"))).hasSize(1);
    assertThat(browser.findElement(By.cssSelector(".field.invalid input")).getDomAttribute("name"))
        .isEqualTo("p.moves");
    assertThat(browser.findElement(By.id("error-moves")).getText())
        .isEqualTo("parameter 'moves[2]': got 5; allowed: an empty cell from 1 to 9");
    browser.get(base + "/games/connect/play?p.width=3&p.height=3&p.k=3&first=you&moves=9");
    assertThat(browser.findElements(By.cssSelector(".field.invalid"))).isEmpty();
    assertThat(browser.findElements(By.cssSelector(".error"))).hasSize(1);
    assertThat(browser.findElement(By.id("error")).getText())
        .isEqualTo("move 1 is number 9, but that position has moves 0 to 8");
  }

  @Test
  void anErrorOfNoFieldShowsOnceAboveTheForm() {
    browser.get(base + "/games/thuemorse/play?p.n=10^30&p.m=3&first=you");
    assertThat(browser.findElements(By.cssSelector(".error")))
        .as(browser.getPageSource())
        .hasSize(1);
    assertThat(browser.findElement(By.id("error")).getText())
        .startsWith("a pile is a position only below 2^62");
  }

  @Test
  void aPlotOverTwoParametersShowsInlineAndATableOverOneShowsItsPeriod() throws IOException {
    browser.get(base + "/games/thuemorse/table");
    fill("over", "n=0..60");
    fill("y", "m=1..8");
    browser
        .findElement(By.id("field-question"))
        .findElement(By.xpath("option[. = 'outcome']"))
        .click();
    follow(By.id("tabulate"));
    assertThat(browser.findElements(By.cssSelector("#plot svg rect")))
        .hasSizeGreaterThanOrEqualTo(61 * 8);
    assertThat(browser.findElements(By.id("table"))).isEmpty();
    screenshot("plot.png");
    fill("y", "");
    fill("m", "3");
    follow(By.id("tabulate"));
    assertThat(browser.findElements(By.cssSelector("#table tbody tr"))).hasSize(61);
    String period = browser.findElement(By.id("period")).getText();
    String printed =
        NimberCli.withBuiltInGames()
            .run("table", "thuemorse", "--over", "n=0..60", "m=3", "--question", "outcome")
            .out();
    if (printed.contains("outcome: no period found")) {
      assertThat(period).isEqualTo("no period seen");
    } else {
      assertThat(period).startsWith("periodic from n = ");
    }
    screenshot("table.png");
  }

  /**
   * Tic-tac-toe played to the end by clicks on the board: the person clicks the cell of the perfect
   * move each time, so the game ends in a tie, the value of the empty board.
   */
  @Test
  void aGameOfTicTacToePlayedByClicksOnTheBoardEndsInATie() throws IOException {
    String result =
        playByClicks(
            "/games/connect/play?width=3&height=3&k=3&gravity=false&first=you", "tictactoe");
    assertThat(result).isEqualTo("A tie.");
  }

  /**
   * Kayles (octal 0.77) on rows of 4 and 3 pins played to the end by clicks on pins and between
   * them: G(4) ⊕ G(3) = 1 ⊕ 3 ≠ 0, so the person who moves first and clicks perfect moves wins.
   */
  @Test
  void aGameOfKaylesPlayedByClicksOnThePinsIsWonByTheFirstPlayer() throws IOException {
    String result = playByClicks("/games/octal/play?code=0.77&heaps=4,3&first=you", "kayles");
    assertThat(result).isEqualTo("You win.");
  }

  /**
   * Plays from a play page's URL by clicking, on the board, the element of the perfect move until
   * the game ends, checking at each turn that every element's colour and class are the value the
   * list of moves gives its move and that every move can be clicked.
   *
   * @return the result the page states
   */
  private static String playByClicks(String path, String screenshotName) throws IOException {
    browser.get(base + path);
    for (int turn = 0; browser.findElements(By.id("result")).isEmpty(); turn++) {
      assertThat(turn).isLessThan(20);
      java.util.Map<String, String> listed = new java.util.HashMap<>();
      String perfect = null;
      for (WebElement link : browser.findElements(By.cssSelector("#moves a.move"))) {
        String classes = link.getDomAttribute("class");
        listed.put(link.getText(), outcomeIn(classes));
        if (classes.contains("perfect")) {
          perfect = link.getText();
        }
      }
      List<WebElement> clickable = browser.findElements(By.cssSelector("#board g.move"));
      java.util.Set<String> drawn = new java.util.HashSet<>();
      for (WebElement element : clickable) {
        String label = element.getDomAttribute("data-move");
        String outcome = outcomeIn(element.getDomAttribute("class"));
        drawn.add(label);
        assertThat(outcome).as("the value drawn for %s", label).isEqualTo(listed.get(label));
        assertThat(colours(element)).as("colours of %s", label).contains(COLOURS.get(outcome));
      }
      assertThat(drawn).isEqualTo(listed.keySet());
      if (turn == 1) {
        screenshot(screenshotName + ".png");
      }
      assertThat(perfect).isNotNull();
      follow(By.cssSelector("#board g.move[data-move='" + perfect + "']"));
    }
    screenshot(screenshotName + "-end.png");
    return browser.findElement(By.id("result")).getText();
  }

  private static final java.util.Map<String, String> COLOURS =
      java.util.Map.of("win", "#1e8449", "loss", "#c0392b", "tie", "#d4ac0d", "draw", "#7f8c8d");

  private static String outcomeIn(String classes) {
    return java.util.Arrays.stream(classes.split(" "))
        .filter(COLOURS::containsKey)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no value among the classes '" + classes + "'"));
  }

  /** The fills and strokes of an element's shapes. */
  private static java.util.Set<String> colours(WebElement group) {
    java.util.Set<String> colours = new java.util.HashSet<>();
    for (WebElement shape : group.findElements(By.cssSelector("*"))) {
      for (String attribute : List.of("fill", "stroke")) {
        String colour = shape.getDomAttribute(attribute);
        if (colour != null) {
          colours.add(colour);
        }
      }
    }
    return colours;
  }

  private static String get(String path) {
    try {
      return ServeApiTest.get(base, path).body();
    } catch (IOException | InterruptedException failed) {
      throw new IllegalStateException(failed);
    }
  }
}
