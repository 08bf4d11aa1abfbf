/**
 * The Chinese lexicon (simplified and traditional): goals and replies written in Chinese read
 * into GoalReading fields. Phrases are written for this test (not taken from the corpus); "now"
 * is Monday 5 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-05T09:00", timezone: "Asia/Shanghai" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const ALL_BUT_SUNDAY = ["MO", "TU", "WE", "TH", "FR", "SA"];
const MORNING = { days: null, start: "06:00", end: "12:00" };
const EVENING = { days: null, start: "17:00", end: "22:00" };

describe("Chinese goals", () => {
  it("is detected as Chinese, in either script", () => {
    expect(read("每天散步").language).toBe("zh");
    expect(read("每週散步").language).toBe("zh");
  });

  it.each<[string, Record<string, unknown>]>([
    // Deadlines
    ["11月20日之前把论文初稿交上去。", { deadline: "2026-11-20" }],
    ["3月15日前考过驾照科目一。", { deadline: "2027-03-15" }],
    ["明年6月底之前学会游泳。", { deadline: "2027-06-30" }],
    ["6月之前把网站做出来。", { deadline: "2027-06-01" }],
    ["年底前读完12本书。", { deadline: "2026-12-31" }],
    ["明年年底之前还清信用卡。", { deadline: "2027-12-31" }],
    ["下个月底之前搬完家。", { deadline: "2026-11-30" }],
    ["三个月内把体重减到65公斤。", { deadline: "2027-01-05" }],
    ["两周内把房间整理好。", { deadline: "2026-10-19" }],
    ["半年之内拿到驾照。", { deadline: "2027-04-05" }],
    ["一年后能用英语开会。", { deadline: "2027-10-05" }],
    ["連續30天每天早上跑步。", { deadline: "2026-11-04" }],
    ["明年第二季度结束前完成系统迁移。", { deadline: "2027-06-30" }],
    ["2026年8月1日之前办好护照。", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    // Cadence and days
    ["每周三次去健身房。", { cadence: cadence(3, "week"), days: null }],
    ["一週兩次練習書法。", { cadence: cadence(2, "week") }],
    ["每天两次给花浇水。", { cadence: cadence(2, "day") }],
    ["隔天跳绳十分钟。", { cadence: cadence(1, "day", { interval: 2 }), session_minutes: 10 }],
    ["每两个月去一次牙医。", { cadence: cadence(1, "month", { interval: 2 }) }],
    ["每周三去上陶艺课。", { cadence: cadence(1, "week"), days: ["WE"] }],
    ["每週二、四、六練瑜伽。", { cadence: cadence(3, "week"), days: ["TU", "TH", "SA"] }],
    ["周一和周四晚上学吉他。", { cadence: cadence(2, "week"), days: ["MO", "TH"], windows: [EVENING] }],
    ["礼拜天上午去游泳。", { cadence: cadence(1, "week"), days: ["SU"], windows: [MORNING] }],
    ["周一到周五早上背单词。", { days: WORKDAYS, windows: [MORNING] }],
    ["每个月第三个周日去看望奶奶。", { cadence: cadence(1, "month", { nth_weekday: { nth: 3, weekday: "SU" } }) }],
    ["每個月最後一個星期五整理帳本。", { cadence: cadence(1, "month", { nth_weekday: { nth: -1, weekday: "FR" } }) }],
    ["每月5号存2000块。", { cadence: cadence(1, "month", { month_day: 5 }) }],
    ["除了周日每天都练字。", { cadence: cadence(1, "day"), days: ALL_BUT_SUNDAY }],
    ["每天慢跑,周日除外。", { cadence: cadence(1, "day"), days: ALL_BUT_SUNDAY }],
    ["每周跑四次,周一不跑。", { cadence: cadence(4, "week"), days: ["TU", "WE", "TH", "FR", "SA", "SU"] }],
    // 周一 inside "两周一个" (one per fortnight) is not Monday.
    ["两周一个迭代,每天开站会。", { cadence: cadence(1, "day"), days: null }],
    ["每半年换一次滤芯,每个月第一个周六擦窗户。", { cadence: cadence(1, "month", { interval: 6 }) }],
    // Dayparts, clock times, bounds
    ["每天午休的时候看十页书。", { cadence: cadence(1, "day"), windows: [{ days: null, start: "12:00", end: "13:00" }] }],
    ["每晚睡前拉伸。", { cadence: cadence(1, "day"), windows: [{ days: null, start: "21:00", end: "23:00" }] }],
    ["每天早上7点跑步。", { fixed_times: [{ days: null, time: "07:00" }], windows: [] }],
    ["每天晚上8点半冥想。", { fixed_times: [{ days: null, time: "20:30" }] }],
    ["每天19:30背单词。", { fixed_times: [{ days: null, time: "19:30" }] }],
    ["每天晚上7點到9點寫程式。", { windows: [{ days: null, start: "19:00", end: "21:00" }], fixed_times: [] }],
    ["每天下午2点到4点练琴。", { windows: [{ days: null, start: "14:00", end: "16:00" }] }],
    ["每天上午9点到11点半学习。", { windows: [{ days: null, start: "09:00", end: "11:30" }] }],
    ["每周游泳三次,早上6点以前不游。", { not_before: "06:00" }],
    ["每天练琴,晚上10点以后不练。", { not_after: "22:00" }],
    ["工作日晚上7点以后学习。", { days: WORKDAYS, not_before: "19:00" }],
    // Session length and total effort
    ["每天学习一个半小时。", { session_minutes: 90 }],
    ["每次跑半小时。", { session_minutes: 30 }],
    ["每周练两次,每次兩個小時。", { cadence: cadence(2, "week"), session_minutes: 120 }],
    ["每天读书45分钟。", { session_minutes: 45 }],
    ["每周3个小时学做饭。", { session_minutes: null }],
    ["装修总共大概要花80个小时。", { session_minutes: null, total_effort_minutes: 4800 }],
    ["半马目标两小时以内完赛。", { session_minutes: null }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });

  it("does not read 一点 (a little) as one o'clock", () => {
    expect(read("每天早点睡,多休息一点。").fixed_times).toEqual([]);
  });
});

describe("Chinese replies", () => {
  const run = read("每周跑三次,每次一小时,晚上7点开始,6月底之前。");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", run, clock), 180_000);

  it("reads the goal the replies change", () => {
    expect(run).toMatchObject({ deadline: "2027-06-30", cadence: cadence(3, "week"), fixed_times: [{ days: null, time: "19:00" }], session_minutes: 60 });
  });

  it.each<[string, Record<string, unknown>, string[]?]>([
    ["改成每周两次", { cadence: cadence(2, "week") }],
    ["改成每週四次", { cadence: cadence(4, "week") }],
    ["隔天跑一次就行", { cadence: cadence(1, "day", { interval: 2 }) }],
    ["周五不行", { days: ["MO", "TU", "WE", "TH", "SA", "SU"] }],
    ["周末不跑", { days: WORKDAYS }],
    // Mornings only: the 19:00 start cannot stay (the newer word wins), so it is cleared.
    ["只在早上", { windows: [MORNING] }, ["fixed_times"]],
    ["每次改成45分钟", { session_minutes: 45 }],
    ["改到晚上8点", { fixed_times: [{ days: null, time: "20:00" }] }],
    ["截止日期改到7月15日", { deadline: "2027-07-15" }],
    ["推迟两个星期", { deadline: "2027-07-14" }],
    ["晚上9点以后不跑", { not_after: "21:00" }],
  ])("%s", (text, set, clear = []) => {
    const delta = readReply(text, run, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual(clear);
  });

  it("reads a swap of one weekday for another", () => {
    const lessons = read("每周二和周四学画画。");
    expect(readReply("周四改成周五", lessons, clock).set.days).toEqual(["TU", "FR"]);
  });

  it("adds days with 也", () => {
    const lessons = read("每周六下午去拍照。");
    expect(readReply("周日也可以", lessons, clock).set.days).toEqual(["SA", "SU"]);
  });

  it("moves a monthly rule", () => {
    const newsletter = read("每个月第一个周一发电子报。");
    expect(readReply("改成每个月最后一个周五", newsletter, clock).set.cadence).toEqual(cadence(1, "month", { nth_weekday: { nth: -1, weekday: "FR" } }));
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("不设截止日期了", run, clock).clear).toEqual(["deadline"]);
    expect(readReply("时间不限", read("每天晚上7点到9点练字。"), clock).clear).toEqual(["windows"]);
  });

  it("says when a reply changes nothing it can read", () => {
    expect(readReply("希望更有意思一点", run, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
    // A monthly amount is money, not a cadence.
    expect(readReply("每月转3000", read("每月5号存2000块。"), clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
