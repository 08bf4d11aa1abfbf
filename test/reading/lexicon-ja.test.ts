/**
 * The Japanese lexicon: goals and replies written in Japanese read into GoalReading fields.
 * Phrases are written for this test (not taken from the corpus); "now" is Monday 5 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-05T09:00", timezone: "Asia/Tokyo" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const MORNING = { days: null, start: "06:00", end: "12:00" };
const EVENING = { days: null, start: "17:00", end: "22:00" };

describe("Japanese goals", () => {
  it("is detected as Japanese", () => {
    expect(read("毎日ストレッチをする").language).toBe("ja");
  });

  it.each<[string, Record<string, unknown>]>([
    // Deadlines
    ["11月20日までに引っ越しの荷造りを終える。", { deadline: "2026-11-20" }],
    ["来年の2月末までに卒論を書き上げる。", { deadline: "2027-02-28" }],
    ["来年1月15日締め切りのコンテストに応募する。", { deadline: "2027-01-15" }],
    ["6月までにTOEICで800点を取る。", { deadline: "2027-06-01" }],
    ["年内に車を買い替える。", { deadline: "2026-12-31" }],
    ["来年の年末までに200万円貯める。", { deadline: "2027-12-31" }],
    ["月末までに書類をそろえる。", { deadline: "2026-10-31" }],
    ["8週間でフルマラソンの準備をする。", { deadline: "2026-11-30" }],
    ["半年以内に転職先を決める。", { deadline: "2027-04-05" }],
    ["2週間以内に部屋を片付ける。", { deadline: "2026-10-19" }],
    ["来年の春までにギターを弾けるようになる。", { deadline: "2027-03-20" }],
    ["2026年8月1日までにビザを更新する。", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    // Cadence and days
    ["週に三回プールで泳ぐ。", { cadence: cadence(3, "week") }],
    ["1日2回、歯間ブラシを使う。", { cadence: cadence(2, "day") }],
    ["一日おきに腹筋をする。", { cadence: cadence(1, "day", { interval: 2 }) }],
    ["隔週でブログを書く。", { cadence: cadence(1, "week", { interval: 2 }) }],
    ["2か月ごとに美容院に行く。", { cadence: cadence(1, "month", { interval: 2 }) }],
    ["毎週火曜と木曜にスペイン語のレッスン。", { cadence: cadence(2, "week"), days: ["TU", "TH"] }],
    ["毎日曜日に作り置きをする。", { cadence: cadence(1, "week"), days: ["SU"] }],
    ["毎週月・水・金にジムへ行く。", { cadence: cadence(3, "week"), days: ["MO", "WE", "FR"] }],
    ["毎月第2土曜日に町内の清掃に参加する。", { cadence: cadence(1, "month", { nth_weekday: { nth: 2, weekday: "SA" } }) }],
    ["毎月最終金曜日に家計をしめる。", { cadence: cadence(1, "month", { nth_weekday: { nth: -1, weekday: "FR" } }) }],
    ["毎月10日に積立をする。", { cadence: cadence(1, "month", { month_day: 10 }) }],
    ["日曜以外は毎日ピアノを弾く。", { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SA"] }],
    ["毎日散歩する。ただし土曜日を除いて。", { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SU"] }],
    ["月曜から金曜までの朝にランニング。", { days: WORKDAYS, windows: [MORNING] }],
    // Dayparts, clock times, bounds
    ["毎朝ヨガをする。", { cadence: cadence(1, "day"), windows: [MORNING] }],
    ["毎晩寝る前に日記を書く。", { cadence: cadence(1, "day"), windows: [{ days: null, start: "21:00", end: "23:00" }] }],
    ["平日の昼休みに単語を覚える。", { days: WORKDAYS, windows: [{ days: null, start: "12:00", end: "13:00" }] }],
    ["土曜の午前と日曜の午後に庭仕事をする。", { cadence: cadence(2, "week"), days: ["SA", "SU"], windows: [{ ...MORNING, days: ["SA"] }, { days: ["SU"], start: "13:00", end: "17:00" }] }],
    ["毎朝6時45分から読書。", { cadence: cadence(1, "day"), windows: [], fixed_times: [{ days: null, time: "06:45" }] }],
    ["毎週水曜の午後7時から英会話。", { days: ["WE"], fixed_times: [{ days: ["WE"], time: "19:00" }] }],
    ["19:30から毎日30分勉強する。", { fixed_times: [{ days: null, time: "19:30" }], session_minutes: 30 }],
    ["夜9時から11時まで毎日プログラミング。", { windows: [{ days: null, start: "21:00", end: "23:00" }], fixed_times: [] }],
    ["12時半から13時半のあいだに散歩する。", { windows: [{ days: null, start: "12:30", end: "13:30" }] }],
    ["朝7時より前には起きたくない。毎日ジョギング。", { not_before: "07:00" }],
    ["毎日ゲームは夜10時までにする。", { not_after: "22:00" }],
    ["週4回、仕事帰りに泳ぐ。夜8時以降はプールが混むのでやらない。", { cadence: cadence(4, "week"), windows: [EVENING], not_after: "20:00" }],
    // Session length and total effort
    ["毎日45分、英語の勉強をする。", { session_minutes: 45 }],
    ["週2回、1回2時間ずつ陶芸を習う。", { cadence: cadence(2, "week"), session_minutes: 120 }],
    ["週に3時間は読書にあてる。", { session_minutes: null }],
    ["家の片付けに全部で20時間くらいかかりそう。", { session_minutes: null, total_effort_minutes: 1200 }],
    ["10km走を50分以内で走れるようになる。", { session_minutes: null }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });

  it("does not read 毎日 inside 毎日曜 (every Sunday) nor 時 inside 時間 (hours)", () => {
    const r = read("毎日曜日に3時間ハイキング。");
    expect(r.cadence).toEqual(cadence(1, "week"));
    expect(r.fixed_times).toEqual([]);
    expect(r.session_minutes).toBe(180);
  });
});

describe("Japanese replies", () => {
  const run = read("週3回、夜7時から1時間走る。3月末までに。");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", run, clock), 180_000);

  it("reads the goal the replies change", () => {
    expect(run).toMatchObject({ deadline: "2027-03-31", cadence: cadence(3, "week"), fixed_times: [{ days: null, time: "19:00" }], session_minutes: 60, windows: [] });
  });

  it.each<[string, Record<string, unknown>, string[]?]>([
    ["週2回にしたい", { cadence: cadence(2, "week") }],
    ["毎日は無理なので週1回で", { cadence: cadence(1, "week") }],
    ["一日おきにして", { cadence: cadence(1, "day", { interval: 2 }) }],
    ["金曜はやめて", { days: ["MO", "TU", "WE", "TH", "SA", "SU"] }],
    ["土日は休みたい", { days: WORKDAYS }],
    // Mornings only: the 19:00 start cannot stay (the newer word wins), so it is cleared.
    ["朝だけにして", { windows: [MORNING] }, ["fixed_times"]],
    ["1回45分にして", { session_minutes: 45 }],
    ["もう少し短く、40分で", { session_minutes: 40 }],
    ["夜8時スタートに変更", { fixed_times: [{ days: null, time: "20:00" }] }],
    ["4月15日まで延ばしたい", { deadline: "2027-04-15" }],
    ["期限を2週間延ばして", { deadline: "2027-04-14" }],
    ["夜10時までには終わらせたい", { not_after: "22:00" }],
  ])("%s", (text, set, clear = []) => {
    const delta = readReply(text, run, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual(clear);
  });

  it("drops the daypart the reply turns down", () => {
    const evening = read("毎日午前中に30分ストレッチ。");
    expect(readReply("午前じゃなくて夕方にして", evening, clock).set).toEqual({ windows: [EVENING] });
  });

  it("reads a swap of one weekday for another", () => {
    const lessons = read("毎週火曜と木曜に水泳。");
    expect(readReply("木曜を金曜に変更", lessons, clock).set.days).toEqual(["TU", "FR"]);
  });

  it("moves a monthly day", () => {
    const saving = read("毎月25日に3万円を積み立てる。");
    expect(readReply("給料日が変わったので20日にして", saving, clock).set.cadence).toEqual(cadence(1, "month", { month_day: 20 }));
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("締め切りはなしでいい", run, clock).clear).toEqual(["deadline"]);
    expect(readReply("何曜日でも大丈夫", read("毎週土曜にテニス。"), clock).clear).toEqual(["days"]);
  });

  it("says when a reply changes nothing it can read", () => {
    expect(readReply("もっとワクワクする感じにして", run, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
    // A monthly amount is money, not a cadence.
    expect(readReply("毎月5万円にしたい", read("毎月25日に3万円を積み立てる。"), clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
