/** The plan's title: a short summary of the goal in the person's words, from the reading's title and the phrases each field was read from. */
import { describe, expect, it } from "vitest";
import { summaryTitle } from "../../src/planning/outline/title.js";
import { cleanTitle } from "../../src/planning/outline/words.js";

describe("summaryTitle", () => {
  it.each([
    ["Learn to sketch on weekday lunch breaks, 12:30-13:30, until the end of March", { windows: "weekday lunch breaks", deadline: "until the end of march" }, "Learn to sketch"],
    ["Launch my bakery's online shop by March 1: pick a platform, photograph 30 products…", { deadline: "march 1" }, "Launch my bakery's online shop"],
    ["Run a half marathon in 12 weeks", { deadline: "in 12 weeks" }, "Run a half marathon"],
    ["Pay off the £2,400 on my credit card by the end of next year with a transfer…", { deadline: "by the end of next year" }, "Pay off the £2,400 on my credit card with a transfer"],
    ["Die Garage bis zum 15. November ausmisten und streichen", { deadline: "15. november" }, "Die Garage ausmisten und streichen"],
    ["Préparer notre voyage au Japon d'ici avril — billets d'avion, JR Pass, hôtels", { deadline: "avril" }, "Préparer notre voyage au Japon"],
    ["Trouver un poste de développeuse front-end d'ici l'été", { deadline: "été" }, "Trouver un poste de développeuse front-end"],
    ["Pintar toda la casa por dentro este año, los domingos de 10 a 14 h", { deadline: "este año", windows: "de 10 a 14 h" }, "Pintar toda la casa por dentro"],
    ["Elke dinsdag- en donderdagavond van 19.30 tot 21.00 uur naar de sportschool", { cadence: "elke", windows: "dinsdag- en donderdagavond" }, "Naar de sportschool"],
    ["毎日、朝食後と夕食後に薬を飲む", { cadence: "毎日", windows: "朝食後; 夕食後" }, "薬を飲む"],
    ["3ヶ月でTOEICを650点から800点に上げたい", { deadline: "3ヶ月で" }, "TOEICを650点から800点に上げたい"],
    ["Juntar R$ 10.000 até dezembro do ano que vem, depositando todo dia 10.", { cadence: "todo dia 10", deadline: "dezembro" }, "Juntar R$ 10.000"],
  ])("%s", (title, sources, expected) => {
    expect(summaryTitle({ title, sources }, "Goal")).toBe(expected);
  });

  it("a CJK title loses its times and lengths (its grammar may suffer: no summariser reads it)", () => {
    const t = summaryTitle({ title: "4月から就活が本格化するので、面接練習を週2回、火曜と金曜の午後7時から1時間やる", sources: { cadence: "週2回", fixed_times: "午後7時から", session_minutes: "1時間" } }, "Goal");
    expect(t).toContain("面接練習");
    expect(t).not.toMatch(/7時|1時間|週2回/);
  });

  // A few words: the goal, without how the person began the sentence, without context after it, without leftovers of a length.
  it.each([
    ["I want to run a half marathon in April. I can train Monday mornings", { deadline: "in april" }, "Run a half marathon"],
    ["I'd like to learn Spanish for my trip to Mexico, 3 times a week", { cadence: "3 times a week" }, "Learn Spanish for my trip to Mexico"],
    ["Run a marathon next Sunday, I have never run before", { deadline: "next sunday" }, "Run a marathon"],
    ["Ich möchte bis Ende Mai Klavier spielen lernen, dreimal pro Woche", { deadline: "bis ende mai", cadence: "dreimal pro woche" }, "Klavier spielen lernen"],
    ["Je voudrais courir un 10 km en juin", { deadline: "en juin" }, "Courir un 10 km"],
    ["Quiero ir al gimnasio cuatro veces por semana por la mañana, 1 hora cada vez", { cadence: "cuatro veces por semana", windows: "por la mañana", session_minutes: "1 hora" }, "Ir al gimnasio"],
    ["Quero aprender violão, 3 vezes por semana à noite, 40 minutos por sessão, até…", { cadence: "3 vezes por semana", windows: "à noite", session_minutes: "40 minutos" }, "Aprender violão"],
    ["Ik wil mijn scriptie afronden voor 1 maart", { deadline: "1 maart" }, "Mijn scriptie afronden"],
    // Fillers before the lead-in, a lead-in after a short opening about when, how long it has been wanted, a hanging "durante".
    ["Ok so basically I've been meaning to get back into piano for ages, maybe 20 min after dinner", { session_minutes: "20 min" }, "Get back into piano"],
    ["Honestly, I'd love to paint the garden shed this spring", { deadline: "this spring" }, "Paint the garden shed"],
    ["From March 2, I want to swim twice a week", { cadence: "twice a week" }, "Swim"],
    ["A partir del 1 de febrero quiero ir al gimnasio", {}, "Ir al gimnasio"],
    ["Ab dem 3. Mai möchte ich joggen gehen", {}, "Joggen gehen"],
    ["Meditar cada noche durante 15 minutos", { session_minutes: "15 minutos", cadence: "cada noche" }, "Meditar"],
    ["来年の3月までに英検2級に合格したい", { deadline: "3月" }, "英検2級に合格したい"],
    ["Swim twice a week, Tuesday and Thursday at 7am, 45 minutes", { cadence: "twice a week", days: "tuesday and thursday", fixed_times: "at 7am", session_minutes: "45 minutes" }, "Swim"],
    ["明年6月前考过雅思7分", { deadline: "6月前" }, "考过雅思7分"],
    ["Learn the trumpet so I can join a band with friends", {}, "Learn the trumpet so I can join a band with friends"],
    ["我想在6月前减重5公斤，每周跑步三次，每次40分钟，晚上", { deadline: "6月前", cadence: "每周跑步三次", session_minutes: "40分钟", windows: "晚上" }, "减重5公斤"],
    ["週5回、土日だけ45分練習する", { cadence: "週5回", days: "土日", session_minutes: "45分" }, "練習する"],
    ["每周训练5次，只在周末，每次45分钟", { cadence: "每周训练5次", days: "周末", session_minutes: "每次45分钟" }, "训练"],
    ["Since I move to Berlin in May, learn German to B1 by then", { deadline: "in may" }, "Learn German to B1 by then"],
  ])("%s → a few words", (title, sources, expected) => {
    expect(summaryTitle({ title, sources }, "Goal")).toBe(expected);
  });

  it("a title with nothing but its constraints keeps the person's first sentence, without times", () => {
    expect(summaryTitle({ title: "Every morning at 6:30", sources: { cadence: "every morning", fixed_times: "at 6:30" } }, "Goal")).toBe("Every morning");
  });

  it("money with a thousands separator is not a clock time", () => {
    expect(cleanTitle("Juntar R$ 10.000 até dezembro")).toBe("Juntar R$ 10.000 até dezembro");
  });
});
