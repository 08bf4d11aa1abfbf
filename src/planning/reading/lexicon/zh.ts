/**
 * Chinese, simplified and traditional: the words and phrase templates the offline reader uses for
 * goals and replies written in Chinese (both scripts in one lexicon: 周/週, 点/點, 个/個 …).
 *
 * Chinese is written without blanks (`spaced: false`), and its weekday names are built from
 * numerals (周三 = Wednesday), so the same characters also count: 每周三次 is three times a
 * week, 两周一个迭代 is one iteration per fortnight. Count phrases therefore come before weekday
 * phrases, and a weekday list may leave out the repeated prefix (周二、四、六). Clock times carry
 * their 上午/晚上 prefix ("晚上8点" is 20:00, a stated time and no evening window); a range of bare
 * hours after a daypart ("晚上9点到11点") takes the daypart's half of the day.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";
// The year words before a date and the ends of relative periods work the same way in Japanese.
import { relativeEndParser, relativeYearRefiner } from "./ja.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: Weekday[] = ["SA", "SU"];

/** Weekday numerals after a prefix: 周一 … 周六, 周日/周天. */
const NUM: Record<Weekday, string[]> = { MO: ["一"], TU: ["二"], WE: ["三"], TH: ["四"], FR: ["五"], SA: ["六"], SU: ["日", "天"] };
const PREFIXES = ["周", "週", "星期", "礼拜", "禮拜"];

function weekdayNames(): Record<string, Weekday> {
  const out: Record<string, Weekday> = {};
  for (const p of PREFIXES) for (const d of WEEK) for (const n of NUM[d]) out[`${p}${n}`] = d;
  return out;
}

/** Every subset of the week of size 2..4, in week order. */
function subsets(): Weekday[][] {
  const out: Weekday[][] = [];
  for (let mask = 0; mask < 128; mask++) {
    const days = WEEK.filter((_, i) => mask & (1 << i));
    if (days.length >= 2 && days.length <= 4) out.push(days);
  }
  return out;
}

/**
 * Day lists that write the prefix once ("周二、四、六", "週一,三") and ranges ("周一到周五",
 * "星期一至五"), as day groups written out in full (a bare numeral alone is never a weekday).
 */
function dayLists(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (const p of ["周", "週", "星期"])
    for (const days of subsets()) {
      const nums = days.map((d) => NUM[d][0]!);
      // ("每周一三五": the numerals one after the other.)
      for (const join of ["、", ",", ""]) out[`${p}${nums.join(join)}`] = days;
    }
  for (const p of PREFIXES)
    for (let a = 0; a < 7; a++)
      for (let b = a + 2; b < 7; b++) {
        const days = WEEK.slice(a, b + 1);
        for (const y of NUM[WEEK[b]!])
          for (const join of ["到", "至", "~", "〜", "-"]) {
            out[`${p}${NUM[WEEK[a]!][0]}${join}${p}${y}`] = days;
            out[`${p}${NUM[WEEK[a]!][0]}${join}${y}`] = days;
          }
      }
  return out;
}

const GROUPS: Record<string, Weekday[]> = {
  周末: WEEKEND, 週末: WEEKEND, 双休日: WEEKEND, 雙休日: WEEKEND, 休息日: WEEKEND, 假日: WEEKEND, 礼拜六礼拜天: WEEKEND,
  工作日: WORKDAYS, 平日: WORKDAYS, 上班日: WORKDAYS, 周间: WORKDAYS, 週間: WORKDAYS,
};

const DAYPARTS: Lexicon["dayparts"] = {
  清晨: "early_morning", 一大早: "early_morning", 天亮前: "early_morning", 凌晨: "early_morning",
  早上: "morning", 早晨: "morning", 上午: "morning", 早间: "morning", 早間: "morning", 晨间: "morning", 晨間: "morning",
  起床后: "morning", 起床後: "morning", 早上起床后: "morning", 早上起床後: "morning", 早晨起床后: "morning", 早晨起床後: "morning", 起床以后: "morning", 起床以後: "morning", 早饭前: "morning", 早飯前: "morning", 早餐前: "morning", 早餐后: "morning", 早餐後: "morning", 每早: "morning",
  上班前: "before_work", 上班之前: "before_work", 出门前: "before_work", 出門前: "before_work", 上学前: "before_work", 上學前: "before_work",
  中午: "lunch", 午休: "lunch", 中午午休: "lunch", 午休时间: "lunch", 午休時間: "lunch", 午饭时间: "lunch", 午飯時間: "lunch", 午餐时间: "lunch", 午餐時間: "lunch", 午间: "lunch", 午間: "lunch", 午饭: "lunch", 午飯: "lunch",
  下午: "afternoon", 午后: "afternoon", 午後: "afternoon",
  傍晚: "evening", 晚上: "evening", 晚间: "evening", 晚間: "evening", 夜里: "evening", 夜裡: "evening", 夜间: "evening", 夜間: "evening", 夜晚: "evening",
  晚饭后: "evening", 晚飯後: "evening", 晚餐后: "evening", 晚餐後: "evening", 每晚: "evening", 每夜: "evening",
  下班后: "after_work", 下班後: "after_work", 下班之后: "after_work", 下班之後: "after_work", 下班以后: "after_work", 下班以後: "after_work", 放学后: "after_work", 放學後: "after_work",
  睡前: "before_bed", 睡觉前: "before_bed", 睡覺前: "before_bed", 临睡前: "before_bed", 臨睡前: "before_bed", 上床前: "before_bed", 晚上睡前: "before_bed", 睡觉之前: "before_bed", 睡覺之前: "before_bed",
};

const MONTHS: Record<string, number> = {};
const HANZI_MONTHS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];
for (let m = 1; m <= 12; m++) {
  MONTHS[`${m}月`] = m;
  MONTHS[`${HANZI_MONTHS[m - 1]}月`] = m;
}

/** A clock hour: digits, or a numeral word; a bare 一点 is "a little", so 一 needs a prefix (see times). */
const HOUR_WORD = "(?:\\d{1,2}|十[一二]?|[两兩二三四五六七八九])";
const AM = "(?<am>早上|早晨|清晨|上午|凌晨|半夜|午夜|早)";
const PM = "(?<pm>下午|晚上|傍晚|夜里|夜裡|夜间|夜間|晚间|晚間|中午|午后|午後|晚)";
const MINUTE = "(?:(?<half>半)|(?<m>\\d{1,2}|[〇零一二三四五六七八九十]{1,3})分)";

/** What follows a weekday that rules it out ("周一不去", "周日休息", "那天不练"). */
const NOT_POSSIBLE =
  "(?:不(?:去|练|練|跑|做|写|寫|学|學|上|行|可以|方便|用|要|读|讀|开|開|能|投|拍|搞|弄|干|幹|上课|上課|发|發|更新|更|播|录|錄)|休息|没空|沒空|有事|没时间|沒時間|要加班|加班|不行|除外|排除)";

/** Filler words between "每周" and its count ("每周跑4次", "每周更新两期"): no digits, no numerals. */
/** Not across a rest day either: "每周休息一天" is a day off, not a session. */
const GAP = "(?:(?!休|不|没|沒)[^\\d,,。;、〇零一二三四五六七八九十两兩百]){0,4}?";
const WEEK_WORD = "(?:周|週|星期|礼拜|禮拜)";
const COUNTER = "(?:次|回|趟|天|份|篇|期|集|章|节|節|堂|课|課|本|个|個)(?!小时|小時|钟|鐘|月|星期|礼拜|禮拜)";

const zhChrono = chrono.zh.casual.clone();
zhChrono.parsers.push(
  relativeEndParser(/(明年|来年|來年|后年|後年|今年|下个月|下個月|下月|这个月|這個月|本月)的?(?:年底|年末|底|末)/u, {
    明年: { years: 1, months: 0, yearEnd: true },
    来年: { years: 1, months: 0, yearEnd: true },
    來年: { years: 1, months: 0, yearEnd: true },
    后年: { years: 2, months: 0, yearEnd: true },
    後年: { years: 2, months: 0, yearEnd: true },
    今年: { years: 0, months: 0, yearEnd: true },
    下个月: { years: 0, months: 1, yearEnd: false },
    下個月: { years: 0, months: 1, yearEnd: false },
    下月: { years: 0, months: 1, yearEnd: false },
    这个月: { years: 0, months: 0, yearEnd: false },
    這個月: { years: 0, months: 0, yearEnd: false },
    本月: { years: 0, months: 0, yearEnd: false },
  }),
);
zhChrono.refiners.push(relativeYearRefiner({ 明年: 1, 来年: 1, 來年: 1, 后年: 2, 後年: 2, 今年: 0, 去年: -1 }));

export const zh: Lexicon = {
  lang: "zh",
  spaced: false,
  chrono: zhChrono,

  numbers: {
    一: 1, 二: 2, 两: 2, 兩: 2, 俩: 2, 倆: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
    半: 0.5, 半个: 0.5, 半個: 0.5,
    一个半: 1.5, 一個半: 1.5, "1个半": 1.5, "1個半": 1.5, 两个半: 2.5, 兩個半: 2.5, "2个半": 2.5, "2個半": 2.5, 三个半: 3.5, 三個半: 3.5, "3个半": 3.5, "3個半": 3.5,
  },
  ordinals: {
    第一: 1, 第1: 1, 第二: 2, 第2: 2, 第三: 3, 第3: 3, 第四: 4, 第4: 4, 第五: 5, 第5: 5,
    最后一: -1, 最後一: -1, 最后: -1, 最後: -1, 倒数第一: -1, 倒數第一: -1,
  },
  units: {
    分钟: "minute", 分鐘: "minute",
    小时: "hour", 小時: "hour", 个小时: "hour", 個小時: "hour", 个钟头: "hour", 個鐘頭: "hour", 钟头: "hour", 鐘頭: "hour",
    天: "day", 日: "day",
    周: "week", 週: "week", 星期: "week", 个星期: "week", 個星期: "week", 个礼拜: "week", 個禮拜: "week", 礼拜: "week", 禮拜: "week",
    个月: "month", 個月: "month",
    季度: "quarter", 个季度: "quarter", 個季度: "quarter",
    年: "year",
  },
  weekdays: weekdayNames(),
  dayGroups: { ...GROUPS, ...dayLists() },
  dayparts: DAYPARTS,
  months: MONTHS,
  seasons: { 春天: "spring", 春季: "spring", 夏天: "summer", 夏季: "summer", 暑假: "summer", 秋天: "autumn", 秋季: "autumn", 冬天: "winter", 冬季: "winter", 寒假: "winter" },

  // "周一周三周五": weekday names written one after the other list them too.
  listJoin: "\\s*(?:、|,|和|与|與|跟|及|以及|或|或者|还有|還有|/|\\+|&|(?=(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]))\\s*",
  dayArticles: ["每个", "每個", "每逢", "每", "逢"],

  times: [
    // With a prefix any numeral is an hour ("凌晨一点"); without one, 一点 is "a little".
    `(?:${AM}|${PM})\\s*(?<h>${HOUR_WORD}|一)\\s*[点點时時](?:钟|鐘)?\\s*${MINUTE}?(?![\\d.])`,
    `(?<h>${HOUR_WORD})\\s*[点點时時](?:钟|鐘)?\\s*${MINUTE}?(?![\\d.])`,
    `(?:${AM}|${PM})?\\s*(?<h>\\d{1,2})\\s*[点點]\\s*(?<m>\\d{2})(?!\\d)`,
    `(?:${AM}|${PM})?\\s*(?<h>\\d{1,2}):(?<m>\\d{2})`,
    "(?<h>\\d{1,2})\\s*(?:(?<am>a\\.?m\\.?)|(?<pm>p\\.?m\\.?))",
  ],
  timeWords: { 中午12点: "12:00", 中午十二点: "12:00", 正午: "12:00", 午夜: "23:59", 半夜12点: "23:59", 半夜十二点: "23:59" },

  cadence: [
    { re: "(?:几乎|差不多|基本上)每天|(?:几乎|差不多|基本上)(?=每(?:个)?(?:晚|早|天晚上|天早上))|大部分日子|大多数日子|(?:大部分|大多数|多数)(?=(?:的)?(?:晚上|早上|下午))", count: 5, per: "week", most: true },
    // Monthly rules: "每个月第一个周六", "每個月最後一個星期五"; "每月15号".
    { re: "(?:每(?:个|個)?月的?)?{ORD}(?:个|個)? ?{DAY}", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "每(?:个|個)?月的? ?{N} ?(?:号|號|日)", count: 1, per: "month", month_day: "N" },
    // A count changed in a reply: "每周三次改成两次", "每周4次减到3次": the new count wins.
    { re: "(?:每(?:个|個)?(?:周|週|星期|礼拜|禮拜))?[0-9一二两兩三四五六七八九十]+ ?(?:次|回|天)(?:改成|改为|改為|变成|變成|换成|換成|减到|減到|减少到|減少到|降到|增加到|加到)(?:每(?:个|個)?(?:周|週|星期|礼拜|禮拜))? ?{N} ?(?:次|回|天)", count: "N", per: "week" },
    // Twice a day: "每天早晚各吃一次"; "每天早上7点半和晚上7点半" (the times stay free for the fixed-time rule).
    { re: "(?:每天|每日|天天)?早晚各\\p{L}{0,3}?(?:一|1)次", count: 2, per: "day" },
    { re: "(?:每天|每日|天天)(?=[,、]?\\s*(?:{TIME})\\s*(?:和|跟|、|,|及|与|與)\\s*(?:{TIME}))", count: 2, per: "day" },
    // Every other day / week / month, and every N units.
    { re: "隔天|隔日|每隔(?:一|1)天|每隔(?:一|1)日", count: 1, per: "day", interval: 2 },
    { re: "隔周|隔週|每隔(?:一|1)(?:个|個)?(?:周|週|星期|礼拜|禮拜)|双周|雙週|双週", count: 1, per: "week", interval: 2 },
    { re: "隔月|每隔(?:一|1)(?:个|個)月", count: 1, per: "month", interval: 2 },
    { re: "每(?:隔)?半年|半年(?:一次|1次|一回)", count: 1, per: "month", interval: 6 },
    { re: "每(?:个|個)?季度?|(?<!第)(?:一|1)(?:个|個)?季度(?:一次|1次)", count: 1, per: "month", interval: 3 },
    { re: "每年|一年一次|一年1次", count: 1, per: "month", interval: 12 },
    { re: "每隔? ?{N} ?{UNIT}", count: 1, per: "UNIT", interval: "N" },
    { re: "{N} ?{UNIT}(?:一次|1次|一回)", count: 1, per: "UNIT", interval: "N" },
    // Counts: "每周三次", "一周两次", "每周跑4次", "每周投10份", "每天两次".
    // "两周一个迭代" is per fortnight: a week word after another numeral is no "per week".
    { re: `(?:每|一|(?<![\\d两兩二三四五六七八九十]))(?:个|個)?${WEEK_WORD}(?![日天末])${GAP}{N} ?${COUNTER}`, count: "N", per: "week" },
    { re: `(?:每天|每日|一天|一日|天天)${GAP}{N} ?(?:次|回|遍|顿|頓)`, count: "N", per: "day" },
    { re: `(?:每(?:个|個)?月|一(?:个|個)月)${GAP}{N} ?(?:次|回|趟|篇|期|本)`, count: "N", per: "month" },
    // Named days: "每周六", "每週二、四、六", "每周末".
    // "每个工作日投两份": that many a day, on workdays.
    { re: "(?:每(?:个|個)?工作日|工作日每天|平日每天)(?=[^,。，;]{0,6}?{N}(?:份|次|个|個|篇|遍|道|封))", count: "N", per: "day", days: WORKDAYS },
    { re: "每(?:个|個)?工作日|工作日每天|平日每天", count: 1, per: "day", days: WORKDAYS },
    // "每个周末", "每周末": one session a week, on a weekend day ("每周六日" names both days).
    { re: "每(?:个|個)?(?:周末|週末)", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:每|逢)(?:个|個)?{DAYS}", count: "DAYS", per: "week" },
    // "每天太累" / "每天做不到" is a day count being refused, not a cadence.
    { re: "(?:每天|每日|天天)(?!太|都不|不行|做不到|有点|有點|很难|很難|吃不消|不太|不可能)|每晚|每夜|每早|日更", count: 1, per: "day" },
    { re: "每(?:个|個)?(?:周|週|星期|礼拜|禮拜)(?!休|不)|周更|週更", count: 1, per: "week" },
    // "每月转8000": an amount each month is money, not a new cadence.
    { re: "(?:每(?:个|個)?月|月更)(?!\\s*(?:转|轉|存|存入|拿出|还|還)?\\s*[\\d,.]+\\s*(?:元|块|塊|万|萬|千)?(?![\\d号號日]))", count: 1, per: "month" },
  ],
  // "两周一个迭代": 周一 inside a count is not Monday.
  everyDays: [`${WEEK_WORD}一(?:个|個|次|遍|轮|輪|回)`, "{DAYS}"],
  daysWithPart: [
    // A daypart that is taken ("午休要开会") is no window: the exception rule reads the sentence instead.
    `(?:${Object.keys(DAYPARTS).sort((a, b) => b.length - a.length).join("|")})(?:要|有|得)?(?:开会|開會|会议|會議|有事|加班|上课|上課)`,
    `(?:不是|不要|不在)(?:${Object.keys(DAYPARTS).sort((a, b) => b.length - a.length).join("|")})`,
    "{DAYS} ?的? ?{PART}",
  ],

  availability: ["只|仅|僅|可以|有空|才有"],
  only: ["只|仅|僅"],
  inclusive: ["也|包括|包含"],
  or: ["或|或者|还是|還是"],
  exceptBefore: ["除了", "除", "不在", "不要在", "不要", "避开", "避開", "不包括", "排除"],
  exceptAfter: ["除外", "以外", "不算", `[^。!?;]{0,12}?(?:那天|当天|當天|那一天)?${NOT_POSSIBLE}`],

  spans: [
    { re: "(?<![\\d〇零一二三四五六七八九十百两兩月年])(?!\\d{4}){N} ?{UNIT}(?:内|之内|以内|內|之內|以內|里|裡|后|後|之后|之後|以后|以後)" },
    { re: "(?:坚持|堅持|连续|連續|持续|持續|为期|為期|用|花|接下来的?|接下來的?|未来的?|未來的?)(?!\\d{4}) ?{N} ?{UNIT}" },
    // "连续吃三个月", "坚持练半年": a verb between the cue and the duration.
    { re: "(?:坚持|堅持|连续|連續|持续|持續)[^\\d〇零一二三四五六七八九十百两兩半,,。;;]{1,2}?(?!\\d{4}){N} ?{UNIT}" },
    // "一个半月内": a month and a half.
    { re: "[一1](?:个|個)半月(?:内|之内|以内|內|之內|以內|后|後)", n: 1.5, unit: "month" },
    { re: "[两兩二2](?:个|個)半月(?:内|之内|以内|內|之內|以內|后|後)", n: 2.5, unit: "month" },
  ],
  deadlineBefore: ["在", "到", "赶在", "趕在", "截止到", "截至", "最晚", "不晚于", "不晚於", "明年", "今年"],
  deadlineAfter: ["(?:的[^。,,]{1,8}?)?(?:之前|以前|前)", "为止", "為止", "截止", "到期"],
  startAfter: ["起", "开始", "開始", "以后开始", "以後開始"],
  midMonth: ["{MONTH}(?:份)?中旬", "{MONTH}(?:份)?中"],
  nthWeekend: ["{MONTH}(?:的)?{ORD}(?:个)?周末"],
  nextWeekend: ["下(?:个|個)?(?:周末|週末)"],
  thisWeekend: ["(?:这|這)(?:个|個)?(?:周末|週末)", "本(?:周末|週末)"],
  endOfMonth: ["{MONTH}(?:份)?(?:底|末|下旬|结束|結束|之内|之內|内|內)"],
  dayOfMonth: ["(?<next>下(?:个|個)?月)(?<N>\\d{1,2})(?:号|號)(?:之前|以前|前|为止|為止)", "(?<![月\\d〇一二三四五六七八九十])(?<N>\\d{1,2})(?:号|號)(?:之前|以前|前|为止|為止)"],
  thisYear: [
    "(?<!明年|来年|來年|明年的|后年|後年)(?:年底|年末)",
    // "半年内", "一年内" are spans from now, not this year.
    "(?<![\\d〇一二两兩三四五六七八九十半个個明来來后後])(?:年内|年內)",
    "今年(?:内|內|之内|之內)?(?!\\d|[一二三四五六七八九十]+月|的?(?:春|夏|秋|冬|暑|寒|年底|年末))",
  ],
  // "明年年底", "明年之内": the end of next year.
  nextYear: ["(?:明年|來年|来年)的?(?:年底|年末|年内|年內|之内|之內|内|內)"],
  monthNext: ["下一个{MONTH}", "下個{MONTH}"],
  monthThis: [],
  monthThisYear: ["今年的?{MONTH}"],
  monthNextYear: ["(?:明年|来年|來年)的?{MONTH}"],
  thisMonth: ["(?:这个|這個|本|这|這)月(?:底|末|内|內|之内|之內)?", "(?<![\\d一二三四五六七八九十上下个個每])月底"],
  season: ["(?:明年|今年)?的?{SEASON}"],
  quarter: ["第{N}(?:个|個)?季度?", "q(?<q>[1-4])"],
  thisQuarter: ["(?:本|这个|這個)季度(?:末|结束|結束)?", "季度末", "季末"],
  nextQuarter: ["下(?:个|個)?季度(?:末)?"],
  yearEnd: ["(?<y>20\\d{2})年(?:底|末|内|內|之内|之內)?(?!\\d|[一二三四五六七八九十]+月|度|的?(?:春|夏|秋|冬))"],
  holidays: {
    元旦: [1, 1], 五一: [5, 1], 劳动节: [5, 1], 勞動節: [5, 1], 国庆: [10, 1], 國慶: [10, 1], 国庆节: [10, 1], 國慶節: [10, 1],
    圣诞: [12, 25], 圣诞节: [12, 25], 聖誕: [12, 25], 聖誕節: [12, 25], 平安夜: [12, 24], 情人节: [2, 14], 情人節: [2, 14],
    儿童节: [6, 1], 兒童節: [6, 1], 跨年: [12, 31],
  },

  notBefore: [
    "{TIME} ?(?:以后|以後|之后|之後|后|後)(?:才)?",
    "{TIME} ?(?:以前|之前|前)(?:都|就|也)?(?:不|别|別|没空|沒空)",
    "不(?:要|能)?(?:早于|早於){TIME}", "最早(?:从|從)?{TIME}", "(?:从|從){TIME}(?:以后|以後|开始|開始)",
  ],
  notAfter: [
    "{TIME} ?(?:以后|以後|之后|之後|后|後)(?:就|都|也)?(?:不|别|別|没空|沒空)",
    "{TIME} ?(?:以前|之前|前)(?:要|得|必须|必須|就)?(?:结束|結束|完成|做完|睡|收工|停|搞定)",
    "不(?:要|能)?(?:晚于|晚於|超过|超過){TIME}", "最晚(?:到)?{TIME}", "{TIME} ?(?:以前|之前|前)", "(?:到|至){TIME}为止",
  ],
  ranges: [
    // "晚上9点到11点": bare hours, so the daypart before them says which half of the day.
    "{HOUR}[点點时時](?:钟|鐘)? ?(?:到|至|~|〜|-|–|—) ?{HOUR}[点點时時](?:钟|鐘)?(?![半\\d〇零一二三四五六七八九十])",
    "{TIME} ?(?:到|至|~|〜|-|–|—) ?{TIME}",
  ],
  // A range no range rule could read ("12点半到1点半") is no pair of start times.
  fixedTime: ["\\d{1,2}[点點时時]半?(?:\\d{1,2}分?)? ?(?:到|至|~|〜|-) ?\\d{1,2}[点點时時]半?", "{TIME} ?(?:开始|開始|准时|準時|整)", "在{TIME}"],

  // Not "每周3个小时" (a weekly amount) nor "两小时以内" (a target time).
  sessionLength: [
    "(?<!每周|每週|一周|一週|周|週|每月|一个月|一個月|每星期)(?:每次|一次|每回|单次|單次)?(?:至少|大概|大约|大約|约|約|差不多|最多)?{N} ?{UNIT}(?<half>半)?(?!以内|之内|以內|之內|内|內|完成|跑完|后|後|前|以后|以後|之后|之後)",
  ],
  totalEffort: ["总共", "總共", "一共", "合计", "合計", "总计", "總計", "累计", "累計", "总时长", "總時長", "工作量", "总工时", "總工時", "总计要", "預估總"],
  perWeekAmount: ["/周", "/週", "每周", "每週"],

  // A comma before a new monthly or every-N rule starts another activity ("每三个月保养,每个月第一个周六洗车");
  // a comma before "每天"/"每周" usually only goes on to say when the same activity happens.
  comparedLength: ["(?:更)?长(?:一些|一点|一點|些)|(?:更)?短(?:一些|一点|一點|些)|更长|更長|更短"],
  activityJoin: "\\s*(?:[,;]\\s*)?(?:另外|此外|还有|還有|同时|同時|并且|並且|以及|然后|然後)\\s*|\\s*[,;]\\s*(?=每(?:个|個)?月|每隔?[\\d两兩二三四五六七八九十半])",
  noActivity: ["是|每篇|篇|每回|弄|搞|做一下|的|了|在|我们|我們|我|可以|能|会|會|要|想|有|空|时间|時間|大概|大约|大約|左右|每次|一次|各|都|也|还|還|再|就|只|仅|僅|安排|花|用|来|來|去|进行|進行|一下|小时|小時|分钟|分鐘|和|跟|或者|或"],
  itemsCue: ["包括", "包含", "比如", "例如", "像是"],
  counts: {
    mock_exam: ["{N}(?:次|套|场)(?<what>模拟考试|模考|模拟题|模拟卷|真题)", "(?<what>模拟考试|模考)(?:做)?{N}次"],
    chapter: ["(?<!第){N}(?:个)?(?<what>章节|章)"],
    job_application: ["{N}(?:份|个)(?<what>简历|申请|职位)", "{N}家(?<what>公司)"],
    episode: ["{N}(?:期|集)(?<what>节目|播客|视频)"],
    article: ["{N}篇(?<what>文章|博客|博文)"],
  },

  topics: {
    run: ["跑", "慢跑", "马拉松", "馬拉松", "半马", "半馬", "全马", "全馬", "5公里", "10公里", "越野"],
    ride: ["骑", "騎", "单车", "單車", "自行车", "自行車", "骑行", "騎行", "环岛", "環島", "公路车", "公路車"],
    swim: ["游泳", "泳池", "蛙泳", "自由泳"],
    hike: ["登山", "爬山", "徒步", "健行", "攀岩", "山"],
    race: ["比赛", "比賽", "马拉松", "馬拉松", "铁人三项", "鐵人三項", "完赛", "完賽", "成绩", "成績"],
    distance: ["公里", "km", "米", "距离", "距離"],
    strength: ["力量", "深蹲", "硬拉", "卧推", "臥推", "俯卧撑", "伏地挺身", "引体向上", "引體向上", "肌肉", "壶铃", "壺鈴", "平板支撑", "增肌", "公斤"],
    gym: ["健身", "健身房", "锻炼", "鍛鍊", "運動", "运动", "瑜伽", "普拉提", "拉伸", "核心"],
    walk: ["走路", "散步", "快走", "步"],
    meditate: ["冥想", "正念", "打坐", "呼吸"],
    journal: ["日记", "日記", "手帐", "手帳", "感恩"],
    sleep: ["睡眠", "早睡", "早起", "作息", "熬夜", "手机", "手機", "睡觉", "睡覺"],
    read: ["读", "讀", "阅读", "閱讀", "书", "書", "页", "頁", "小说", "小說"],
    habit: ["习惯", "習慣", "坚持", "堅持", "每天", "打卡"],
    health: ["药", "藥", "吃药", "服药", "维生素", "維生素", "胰岛素", "胰島素", "血压", "血壓", "血糖", "降糖", "复查", "複查", "体检", "體檢", "医院", "醫院", "牙医", "牙醫", "康复", "復健", "理疗", "物理治療", "眼药水", "保健品"],
    clean: ["打扫", "打掃", "清洁", "清潔", "整理", "断舍离", "斷捨離", "洗衣", "吸尘", "吸塵", "拖地", "清冰箱"],
    garden: ["花园", "花園", "草坪", "浇花", "澆花", "除草", "修剪", "阳台", "陽台", "种菜", "種菜"],
    car: ["车", "車", "轮胎", "輪胎", "机油", "機油", "洗车", "洗車", "保养", "保養"],
    maintain: ["保养", "保養", "维护", "維護", "检查", "檢查", "更换", "更換", "滤网", "濾網", "检修", "檢修"],
    money: ["存", "存钱", "存錢", "攒钱", "攢錢", "储蓄", "儲蓄", "理财", "理財", "预算", "預算", "投资", "投資", "定期", "万块", "萬塊", "元", "块", "还贷", "還貸", "基金", "工资", "薪水"],
    launch: ["上线", "上線", "开店", "開店", "网店", "網店", "淘宝", "淘寶", "小程序", "app", "网站", "網站", "产品", "產品", "创业", "創業", "发布", "發布", "开业", "開業", "上架", "店"],
    renovate: ["装修", "裝修", "翻新", "油漆", "刷墙", "刷牆", "厨房", "廚房", "卫生间", "衛生間", "浴室", "地板", "瓷砖", "磁磚", "橱柜", "櫥櫃", "改造", "diy"],
    event: ["婚礼", "婚禮", "婚宴", "派对", "派對", "生日", "聚会", "聚會", "旅行", "旅游", "旅遊", "活动", "活動", "酒店", "请柬", "請柬", "婚纱", "婚紗", "同学会", "同學會", "年会", "尾牙", "机票", "機票", "行程"],
    admin: ["签证", "簽證", "护照", "護照", "个税", "個稅", "报税", "報稅", "汇算", "匯算", "保险", "保險", "公积金", "公積金", "办理", "辦理", "手续", "手續", "材料", "证件", "證件", "户口", "戶口", "驾照", "駕照", "社保", "预约", "預約", "续签", "續簽", "退订"],
    move: ["搬家", "搬到", "迁居", "遷居"],
    quit: ["戒烟", "戒菸", "戒酒", "戒掉", "戒糖", "戒除", "抽烟", "抽菸", "吸烟", "吸菸", "香烟", "香菸", "电子烟", "電子菸", "尼古丁", "少喝", "喝酒", "饮酒", "飲酒", "喝奶茶", "奶茶", "含糖", "甜食", "甜饮", "饮料", "可乐", "零食", "咬指甲", "啃指甲", "刷手机", "玩手机", "屏幕时间", "短视频", "少吃", "咖啡", "不再", "改掉", "啤酒", "红酒", "白酒", "把烟", "烟戒", "戒了", "不抽烟", "不抽了", "不喝酒", "不吃零食", "夜宵", "一根烟", "烟都不", "不碰烟", "不碰酒"],
    social: ["打电话", "打電話", "奶奶", "爷爷", "爺爺", "外婆", "外公", "姥姥", "姥爷", "父母", "爸妈", "爸媽", "爸爸", "妈妈", "媽媽", "家人", "朋友", "看望", "探望", "拜访", "拜訪", "写信", "寫信", "志愿", "志願", "义工", "義工", "食物银行", "教堂", "弥撒", "彌撒", "约会", "約會", "孙子", "孫子", "邻居", "鄰居", "陪", "养老院", "敬老院", "姑姑", "阿姨", "舅舅", "叔叔", "姨妈", "表哥", "表姐", "堂哥", "和朋友", "吃饭", "视频通话", "視頻通話", "视频电话", "打视频", "微信视频", "孙女", "外孙", "儿子", "女儿", "兒子", "女兒", "干妈", "好朋友", "打牌"],
    faith: ["祷告", "禱告", "祈祷", "祈禱", "圣经", "聖經", "读经", "讀經", "教堂", "弥撒", "彌撒", "寺庙", "念经", "念經", "拜佛", "做礼拜", "做禮拜"],
    gift: ["礼物", "禮物", "礼品", "禮品", "年货", "年貨", "红包", "紅包"],
    pet: ["宠物", "寵物", "仓鼠", "倉鼠", "兔子", "豚鼠", "笼子", "籠子", "猫砂", "猫", "貓", "鱼缸", "魚缸", "鹦鹉", "乌龟", "兽医", "狗", "剪指甲", "梳毛", "洗澡"],
    talk: ["演讲", "演示", "汇报", "幻灯片", "路演", "致辞"],
    job: ["跳槽", "找工作", "求职", "求職", "简历", "簡歷", "履历", "履歷", "面试", "面試", "offer", "工作机会", "應徵", "应聘", "外企", "入职", "入職"],
    language: ["英语", "英語", "日语", "日語", "韩语", "韓語", "法语", "法語", "德语", "德語", "西班牙语", "西班牙語", "外语", "外語", "口语", "口語", "单词", "單字", "雅思", "托福", "日检", "日檢", "n1", "n2", "n3", "c1", "b2", "b1", "多益", "语言", "語言", "字幕"],
    exam: ["考试", "考試", "考研", "备考", "備考", "证书", "證書", "资格", "資格", "考证", "考證", "复习", "複習", "真题", "刷题", "高考", "公务员", "公務員", "学习", "學習", "通过", "通過", "日检", "多益", "雅思"],
    weight: ["减肥", "減肥", "减重", "減重", "瘦", "体重", "體重", "斤", "体脂", "體脂", "热量", "熱量", "主食", "节食", "節食"],
    count: ["本书", "本書", "张", "張", "幅", "部电影", "部電影", "篇", "首", "街拍", "作品", "一年内", "今年"],
    skill: ["学", "學", "练习", "練習", "钢琴", "鋼琴", "吉他", "小提琴", "乐器", "樂器", "编程", "編程", "程式", "python", "画", "畫", "绘", "繪", "素描", "象棋", "围棋", "圍棋", "做饭", "做飯", "烘焙", "摄影", "攝影", "唱歌", "跳舞", "自学", "自學"],
    create: ["小说", "小說", "网文", "網文", "专辑", "專輯", "论文", "論文", "毕业设计", "作品集", "剧本", "劇本", "写作", "寫作", "回忆录", "回憶錄", "漫画", "漫畫", "完本", "万字", "萬字", "小册子", "小冊子", "画册", "畫冊"],
    content: ["播客", "博客", "部落格", "公众号", "公眾號", "newsletter", "电子报", "電子報", "视频", "影片", "频道", "頻道", "b站", "youtube", "抖音", "小红书", "小紅書", "更新", "发布", "發布", "粉丝", "粉絲", "订阅", "訂閱", "一期"],
    org: ["部门", "部門", "合并", "合併", "重组", "重組", "架构", "架構", "团队", "團隊", "组织", "組織", "事业部", "事業部", "小组", "小組", "编制", "編制", "业务线", "業務線", "调整", "調整"],
    tech: ["迁移", "遷移", "迁到", "遷到", "上云", "上雲", "云", "雲", "服务器", "伺服器", "机房", "機房", "系统", "系統", "数据库", "資料庫", "erp", "sap", "crm", "切换", "切換", "阿里云", "aws", "平台"],
    process: ["敏捷", "scrum", "迭代", "站会", "站會", "流程", "看板", "瀑布", "冲刺", "衝刺", "复盘", "覆盤", "协作", "協作", "远程", "遠端", "制度", "文化", "okr"],
  },

  reply: {
    longer: ["(?:多|延长|延長|加长|加長) ?{N} ?{UNIT}"],
    shorter: ["(?:少|缩短|縮短|减少|減少) ?{N} ?{UNIT}"],
    later: ["延|推迟|推遲|往后|往後|晚一点|晚一點|顺延|順延"],
    insteadOf: ["(?:而不是|不要|不是){PART}"],
    also: ["{DAYS}(?:{PART})? ?也", "(?:加上|增加|再加|还有|還有) ?{DAYS}", "也(?:可以|行|能)"],
    clear: {
      deadline: ["不(?:设|設|要)?(?:截止日期|截止时间|截止時間|期限|deadline)", "(?:没有|沒有|取消|去掉)(?:截止日期|期限|deadline)", "不急", "不赶时间", "不趕時間"],
      days: ["(?:哪天|哪一天|每天|任何一天|周几|週幾|星期几|星期幾)都(?:可以|行|ok|没问题|沒問題)", "不限(?:日子|星期|哪天|周几|週幾)"],
      windows: ["(?:时间|時間|时段|時段)(?:不限|随便|隨便|无所谓|無所謂|都(?:可以|行))", "什么时候都(?:可以|行)", "什麼時候都(?:可以|行)", "(?:几点|幾點)都(?:可以|行)"],
      fixed_times: ["不(?:用|需要)固定(?:时间|時間)"],
      session_minutes: ["(?:时长|時長)不限"],
    },
    more: ["多(?:一|1)(?:次|天|回)", "加(?:一|1)(?:次|天)", "增加(?:一|1)次"],
    fewer: ["少(?:一|1)(?:次|天|回)", "(?:减少|減少|减|減)(?:一|1)次"],
    swap: [
      { re: "把?{DAY}(?:不行|不方便)?[,,]?(?:改|换|換|挪|调|調)(?:成|到|为|為)?{DAY}", old: "DAY" },
      // "周五临时有课，所以挪到周四": the day named first moves.
      { re: "把?{DAY}[^。!?;]{0,20}?[,,]?(?:改|换|換|挪|调|調|移)(?:成|到|为|為|在)?{DAY}", old: "DAY" },
      { re: "(?:用|拿){DAY}(?:代替|替换|替換){DAY}", old: "DAY2" },
    ],
    nthWeekday: ["{ORD}(?:个|個)?{DAY}"],
    monthDay: ["{N}(?:号|號|日)"],
    extend: ["(?:推迟|推遲|延后|延後|延长|延長|延期|往后推|往後推|再给|再給)(?:了)?{N} ?{UNIT}"],
  },
};
