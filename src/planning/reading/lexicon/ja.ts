/**
 * Japanese: the words and phrase templates the offline reader uses for goals and replies written
 * in Japanese.
 *
 * Japanese is written without blanks (`spaced: false`), so templates match anywhere and every
 * word list is careful about what it can be found inside: 毎日 is inside 毎日曜 (every Sunday),
 * 時 is inside 時間 (hours), 月 is inside 3か月 and 毎月. Particles glue words together
 * ("水曜の夜", "週末の午後に"), so weekday names also appear with their possessive の, and clock
 * times carry their 午前/午後/朝/夜 prefix ("夜8時" is 20:00 and, being a stated time, no evening
 * window). Single-kanji weekdays (月・水・金, 土日) are only read in lists and ranges, never alone.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: Weekday[] = ["SA", "SU"];

/** The kanji of each weekday (月曜日 = Monday). */
const KANJI: Record<Weekday, string> = { MO: "月", TU: "火", WE: "水", TH: "木", FR: "金", SA: "土", SU: "日" };

/** Full names: 月曜日, 月曜, げつようび, each also with the possessive の ("水曜の夜"). */
function weekdayNames(): Record<string, Weekday> {
  const out: Record<string, Weekday> = {};
  const kana: Record<Weekday, string> = { MO: "げつ", TU: "か", WE: "すい", TH: "もく", FR: "きん", SA: "ど", SU: "にち" };
  for (const d of WEEK) {
    for (const name of [`${KANJI[d]}曜日`, `${KANJI[d]}曜`, `${kana[d]}ようび`]) {
      out[name] = d;
      out[`${name}の`] = d;
    }
  }
  return out;
}

/** Every subset of the week of size 2..4, in week order (five days or more are written as a range). */
function subsets(): Weekday[][] {
  const out: Weekday[][] = [];
  for (let mask = 0; mask < 128; mask++) {
    const days = WEEK.filter((_, i) => mask & (1 << i));
    if (days.length >= 2 && days.length <= 4) out.push(days);
  }
  return out;
}

/**
 * Lists and ranges of single-kanji weekdays: "月・水・金", "火、木", "月水金", "土日", "月~金",
 * "月曜から金曜まで". A single kanji alone is never a weekday (日 and 月 are everywhere), so these
 * are day groups, each written out in full; every key costs matching time, so only the forms
 * people write are listed.
 */
function dayLists(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  // No "の" forms here (unlike single names): the templates allow it, and every key costs matching time.
  const add = (key: string, days: Weekday[]) => {
    out[key] = days;
  };
  for (const days of subsets()) {
    const k = days.map((d) => KANJI[d]);
    for (const join of ["・", "、"]) for (const tail of ["", "曜"]) add(`${k.join(join)}${tail}`, days);
    // Without a separator only three days or more (月水金): two kanji alone are often a word (水木, 日月).
    if (days.length >= 3) add(k.join(""), days);
  }
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [x, y] = [KANJI[WEEK[a]!], KANJI[WEEK[b]!]];
      for (const s of ["", "曜", "曜日"]) {
        for (const join of ["~", "〜", "-"]) add(`${x}${s}${join}${y}${s}`, days);
        add(`${x}${s}から${y}${s}`, days);
        add(`${x}${s}から${y}${s}まで`, days);
      }
    }
  return out;
}

const GROUPS: Record<string, Weekday[]> = {
  土日: WEEKEND, 土日の: WEEKEND, 土日祝: WEEKEND, 土日祝日: WEEKEND, 土日祝の: WEEKEND,
  週末: WEEKEND, 週末の: WEEKEND, 土日曜: WEEKEND, 休日: WEEKEND, 休日の: WEEKEND, 休みの日: WEEKEND,
  平日: WORKDAYS, 平日の: WORKDAYS, ウィークデー: WORKDAYS, 仕事の日: WORKDAYS, 出勤日: WORKDAYS, 出勤日の: WORKDAYS,
};

/** Daypart words. 朝会/朝礼 are meetings, not mornings: see daysWithPart. */
const DAYPARTS: Lexicon["dayparts"] = {
  早朝: "early_morning", 明け方: "early_morning", 夜明け: "early_morning", 起きてすぐ: "early_morning",
  朝: "morning", 朝方: "morning", 午前: "morning", 午前中: "morning", 朝のうち: "morning", 起床後: "morning", 朝食前: "morning", 朝食後: "morning",
  出勤前: "before_work", 仕事前: "before_work", 仕事の前: "before_work", 始業前: "before_work", 通勤前: "before_work", 出社前: "before_work",
  昼: "lunch", お昼: "lunch", 昼休み: "lunch", 昼休憩: "lunch", お昼休み: "lunch", 昼食: "lunch", 昼食時: "lunch", ランチ: "lunch", ランチタイム: "lunch", 昼ごはん: "lunch", 昼ご飯: "lunch", 昼間: "afternoon",
  午後: "afternoon", 昼過ぎ: "afternoon", 昼すぎ: "afternoon",
  夕方: "evening", 夕: "evening", 夜: "evening", 晩: "evening", 夜間: "evening", 夕食後: "evening", 晩ご飯の後: "evening", 夜の時間: "evening",
  仕事帰り: "after_work", 仕事の後: "after_work", 仕事のあと: "after_work", 仕事後: "after_work", 退勤後: "after_work", 終業後: "after_work",
  会社帰り: "after_work", 仕事終わり: "after_work", 帰宅後: "after_work", 帰ってから: "after_work", 定時後: "after_work",
  寝る前: "before_bed", 就寝前: "before_bed", 眠る前: "before_bed", 布団に入る前: "before_bed", 夜寝る前: "before_bed", ベッドに入る前: "before_bed",
};

const NUMERAL = "(?:\\d{1,2}|[〇一二三四五六七八九十]{1,3})";
/** A clock time's prefix: 午前/朝 keep the hour, 午後/夜 add twelve; 深夜/夜中 are small hours. */
const AM = "(?<am>午前|朝|早朝|明け方|深夜|夜中)";
const PM = "(?<pm>午後|夜|夕方|晩|夕|昼)";

/** "月末" and friends are the end of the named month; 中/いっぱい mean "within it". */
const MONTHS: Record<string, number> = {};
const KANJI_MONTHS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];
for (let m = 1; m <= 12; m++) {
  MONTHS[`${m}月`] = m;
  MONTHS[`${KANJI_MONTHS[m - 1]}月`] = m;
}

/** What Japanese says after a clock time or a weekday that rules it out ("水曜は残業で無理", "日曜はお休み"). */
const NOT_POSSIBLE = "(?:無理|ムリ|だめ|ダメ|駄目|不可|なし|無し|ナシ|休み|休む|休息|お休み|オフ|休養|休足|できない|出来ない|行けない|いけない|やらない|しない|避けたい|やめ|止め|パス|予定が|用事が|都合が悪)";

/**
 * chrono's Japanese parser reads full dates ("12月15日", "2027年3月7日") but neither a month alone
 * ("6月までに" = by June) nor the year words before a date ("来年3月31日" is next year's).
 */
const monthOnly: chrono.Parser = {
  pattern: () => /(?:(\d{4})年の?)?(\d{1,2}|十[一二]?|[一二三四五六七八九])月(?![\d〇一二三四五六七八九十]+日|曜|末|中|いっぱい|下旬|[\d])/u,
  extract: (context, match) => {
    const month = KANJI_MONTHS.indexOf(match[2]!) + 1 || Number(match[2]);
    if (!(month >= 1 && month <= 12)) return null;
    // "3か月": a count of months, not March.
    const before = context.text.slice(Math.max(0, (match.index ?? 0) - 1), match.index ?? 0);
    if (/[かヶケカヵ箇ヵ毎]/u.test(before)) return null;
    return match[1] ? { year: Number(match[1]), month } : { month };
  },
};

/**
 * A chrono refiner for the year words Japanese and Chinese write before a date ("来年3月31日",
 * "明年6月底"): the word's offset from the reference year becomes the date's year. zh.ts uses it too.
 * chrono's Chinese parser sometimes starts its match at the 年 of 明年, so that case is read as well.
 */
export function relativeYearRefiner(words: Record<string, number>): chrono.Refiner {
  const alt = Object.keys(words).sort((a, b) => b.length - a.length).join("|");
  const before = new RegExp(`(${alt})[の的]?\\s*$`, "u");
  return {
    refine: (context, results) => {
      for (const r of results) {
        if (r.start.isCertain("year") || !r.start.isCertain("month")) continue;
        const head = context.text.slice(Math.max(0, r.index - 4), r.index) + (r.text.startsWith("年") ? "年" : "");
        const m = before.exec(head);
        if (!m) continue;
        r.start.assign("year", context.reference.instant.getFullYear() + words[m[1]!]!);
      }
      return results;
    },
  };
}

/** Last day of a month (month 1..12) as chrono components. */
function endOf(year: number, month: number): { year: number; month: number; day: number } {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return { year: y, month: m, day: new Date(Date.UTC(y, m, 0)).getUTCDate() };
}

/**
 * Ends of relative periods chrono does not know: "来年の年末"/"来年末" (the end of next year),
 * "来月末" (the end of next month). Given as a word → [years ahead, months ahead, end of year?].
 */
export function relativeEndParser(pattern: RegExp, offsets: Record<string, { years: number; months: number; yearEnd: boolean }>): chrono.Parser {
  return {
    pattern: () => pattern,
    extract: (context, match) => {
      const o = offsets[match[1]!];
      if (!o) return null;
      const now = context.reference.instant;
      if (o.yearEnd) return { year: now.getFullYear() + o.years, month: 12, day: 31 };
      return endOf(now.getFullYear(), now.getMonth() + 1 + o.months);
    },
  };
}

const jaChrono = chrono.ja.casual.clone();
jaChrono.parsers.push(monthOnly);
jaChrono.parsers.push(
  relativeEndParser(/(来年|翌年|再来年|今年|来月|翌月|今月)の?(?:年末|末|暮れ|終わり|いっぱい)/u, {
    来年: { years: 1, months: 0, yearEnd: true },
    翌年: { years: 1, months: 0, yearEnd: true },
    再来年: { years: 2, months: 0, yearEnd: true },
    今年: { years: 0, months: 0, yearEnd: true },
    来月: { years: 0, months: 1, yearEnd: false },
    翌月: { years: 0, months: 1, yearEnd: false },
    今月: { years: 0, months: 0, yearEnd: false },
  }),
);
jaChrono.refiners.push(relativeYearRefiner({ 来年: 1, 翌年: 1, 再来年: 2, 今年: 0, 本年: 0, 去年: -1, 昨年: -1 }));

const COUNTER = "(?:回|度|日|本|件|コマ|記事|冊|セット|レッスン|クラス|社|通)";

export const ja: Lexicon = {
  lang: "ja",
  spaced: false,
  chrono: jaChrono,

  numbers: {
    一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
    一つ: 1, 二つ: 2, 三つ: 3, 半: 0.5, 半分: 0.5,
  },
  ordinals: {
    第1: 1, 第一: 1, 第2: 2, 第二: 2, 第3: 3, 第三: 3, 第4: 4, 第四: 4, 第5: 5, 第五: 5,
    最終: -1, 最後の: -1, 最後: -1, 最終の: -1,
  },
  units: {
    分: "minute", 分間: "minute", 時間: "hour", 時間くらい: "hour",
    日: "day", 日間: "day", 週: "week", 週間: "week",
    か月: "month", ヶ月: "month", ヵ月: "month", カ月: "month", ケ月: "month", 箇月: "month", か月間: "month", ヶ月間: "month", カ月間: "month", ヵ月間: "month", ケ月間: "month",
    四半期: "quarter", 年: "year", 年間: "year",
  },
  weekdays: weekdayNames(),
  dayGroups: { ...GROUPS, ...dayLists() },
  dayparts: DAYPARTS,
  months: MONTHS,
  seasons: { 春: "spring", 夏: "summer", 秋: "autumn", 冬: "winter", 春休み: "spring", 夏休み: "summer", 冬休み: "winter" },

  listJoin: "\\s*(?:、|,|・|/|と|や|か|及び|および|または|又は|そして|\\+|&)\\s*",
  dayArticles: ["毎週", "毎"],

  times: [
    `(?:${AM}|${PM})?の?\\s*(?<h>${NUMERAL})\\s*時(?!間|的|期|停止)\\s*(?:(?<half>半)|(?<m>\\d{1,2}|[〇一二三四五六七八九十]{1,3})\\s*分(?!間))?`,
    `(?:${AM}|${PM})?の?\\s*(?<h>\\d{1,2}):(?<m>\\d{2})`,
    "(?<h>\\d{1,2})\\s*(?:(?<am>a\\.?m\\.?)|(?<pm>p\\.?m\\.?))",
  ],
  timeWords: { 正午: "12:00", お昼の12時: "12:00", 真夜中: "23:59", 夜中の12時: "23:59" },

  cadence: [
    { re: "(?:ほぼ|ほとんど)毎日|(?:ほぼ|ほとんど)(?=毎(?:晩|朝|夜|夕))", count: 5, per: "week", most: true },
    // Monthly rules: "毎月第1日曜日", "第2土曜", "毎月最終金曜日"; "毎月25日".
    { re: "(?:毎月|月に?(?:1|一)(?:回|度)[、,]?)?の? ?{ORD} ?{DAY}", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "毎月の? ?{N}日", count: 1, per: "month", month_day: "N" },
    // Two clock times a day ("毎日、朝8時と夜8時に"): the times stay free for the fixed-time rule.
    { re: "(?:毎日|1日|一日)(?=[、,]?\\s*(?:{TIME})\\s*(?:と|、|,)\\s*(?:{TIME}))", count: 2, per: "day" },
    // Every other day / week / month.
    { re: "(?:1|一)日(?:おき|置き)|隔日|(?:2|二)日に(?:1|一)(?:回|度)", count: 1, per: "day", interval: 2 },
    { re: "{N}日に(?:1|一)(?:回|度)", count: 1, per: "day", interval: "N" },
    { re: "隔週|(?:1|一)週(?:間)?(?:おき|置き)", count: 1, per: "week", interval: 2 },
    { re: "{N}週間?に(?:1|一)(?:回|度)", count: 1, per: "week", interval: "N" },
    { re: "隔月", count: 1, per: "month", interval: 2 },
    { re: "半年(?:ごと|毎|おき|置き|に(?:1|一)(?:回|度))", count: 1, per: "month", interval: 6 },
    { re: "四半期(?:ごと|毎|に(?:1|一)(?:回|度))", count: 1, per: "month", interval: 3 },
    { re: "毎年|年に?(?:1|一)(?:回|度)", count: 1, per: "month", interval: 12 },
    { re: "{N} ?{UNIT}(?:ごと|毎|に(?:1|一)(?:回|度))", count: 1, per: "UNIT", interval: "N" },
    // A count changed in a reply: "週3回から2回に", "週4回を週3回に": the new count wins.
    { re: "週に? ?[0-9一二三四五六七八九十]+ ?(?:回|日)(?:から|を) ?(?:週に? ?)?{N} ?(?:回|日)(?:に|へ)", count: "N", per: "week" },
    // Counts: "週3回", "週に三回", "週5件", "1日2回", "月1回".
    { re: "(?:毎週|(?:1|一)?週(?:間)?に?) ?{N} ?" + COUNTER + "(?!間)", count: "N", per: "week" },
    { re: "週 ?{N}(?=で|ペース|くらい|ぐらい|程度|ほど)", count: "N", per: "week" },
    { re: "(?:毎日|(?:1|一)日に?) ?{N} ?(?:回|度)", count: "N", per: "day" },
    { re: "(?:毎月|(?:1|一)?(?:か|ヶ|カ|ケ)?月に?) ?{N} ?(?:回|度|本|件|冊)(?![\\d,.]*(?:万|千|円))", count: "N", per: "month" },
    // Named days: "毎週火曜と木曜", "毎週末".
    // "毎週末": one session a week, on a weekend day ("毎週土日" names both days).
    { re: "毎週末(?:の|に|は)?", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "毎週 ?{DAYS}", count: "DAYS", per: "week" },
    { re: "毎{DAYS}", count: "DAYS", per: "week" },
    { re: "平日(?:は|の)?毎日|毎平日", count: 1, per: "day", days: WORKDAYS },
    // "毎晩寝る前": the night is the bedtime; "毎朝6時": 朝 stays free as the time's prefix or a daypart.
    { re: "毎晩(?=\\s*(?:寝る前|就寝前|眠る前|布団に入る前|ベッドに入る前))", count: 1, per: "day" },
    { re: "毎(?=朝|晩|夜|夕方|夕|昼)", count: 1, per: "day" },
    // "毎日は無理" / "毎日だときつい" is a day count being refused, not a cadence.
    { re: "毎日(?!曜|は(?:無理|ムリ|きつ|大変|厳し|ちょっと|しんど|難し)|だと|では)|日課|連日|日々|1日(?:1|一)回|一日一回", count: 1, per: "day" },
    { re: "毎週|週(?:1|一)(?:回|度)|週に(?:1|一)(?:回|度)", count: 1, per: "week" },
    { re: "毎月(?![\\d,.]*(?:万|千|円))|月(?:1|一)(?:回|度)|月に(?:1|一)(?:回|度)", count: 1, per: "month" },
  ],
  // "週一個" is not a weekday; only weekday words name days here.
  everyDays: ["{DAYS}"],
  daysWithPart: [
    // Meetings named after the morning are not the morning ("朝会", "朝礼"); "午前じゃなくて午後" drops the first.
    "(?:朝会|朝礼|夜勤|夜行)",
    `(?:${Object.keys(DAYPARTS).sort((a, b) => b.length - a.length).join("|")})(?:じゃなくて|じゃなく|ではなくて|ではなく|でなく|より)`,
    "{DAYS} ?の? ?{PART}",
  ],

  availability: ["だけ|のみ|しか|できる|少しずつ|使える|可能"],
  only: ["だけ|のみ|しか"],
  inclusive: ["も"],
  or: ["か|または|もしくは|or"],
  exceptBefore: [],
  exceptAfter: [
    "以外", "を除いて", "を除く", "は除く", "は除いて", "は除外", "を除外", "抜き",
    `(?:は|も)[^。!?]{0,14}?${NOT_POSSIBLE}`,
    // "火曜と土曜は描かない", "日曜は走りません": any verb in its negative form ("しか…ない" is "only", not an exception).
    "(?:は|も)(?![^。、,]{0,8}しか)[ぁ-んァ-ヶー一-龯]{0,6}?(?:ない|ません)(?=[。、,!?]|$)",
  ],

  spans: [
    { re: "(?:今から|これから|あと)? ?(?<![\\d〇一二三四五六七八九十月年/.]){N} ?{UNIT}(?:以内|のうち|の間|後|先|かけて|で)" },
    { re: "{N} ?{UNIT}(?:続ける|続けて|継続|チャレンジ|連続|毎日)" },
    // "2年間は続けたい", "3か月ほど続ける", "期間は半年": a duration of practice.
    { re: "{N} ?{UNIT}(?:間)?(?:は|ほど|くらい|ぐらい|ほどは|くらいは)? ?(?:続け|継続|がんばる|頑張る|やり続け)" },
    { re: "(?:期間は|期間を|期限は) ?{N} ?{UNIT}(?:間)?" },
    // "2月1日から6週間、": a duration after the start.
    { re: "(?:から|より)[、, ]? ?{N} ?{UNIT}(?:間)?(?=[、,。 ]|$)" },
  ],
  deadlineBefore: ["遅くとも", "期限は", "締め切りは", "締切は"],
  deadlineAfter: [
    "(?:の[^。、,]{1,8}?)?(?:まで|迄)(?:に|には|で)?", "(?:の[^。、,]{1,8}?)?までが", "が期限", "が締め切り", "締め切り", "締切", "〆切", "期限", "の(?:締め切り|締切|期限)",
    "(?:より|よりも)前", "以前", "前に",
  ],
  startAfter: ["から(?!まで)", "より(?!前)", "以降"],
  midMonth: ["{MONTH}中旬"],
  nthWeekend: ["{MONTH}の?{ORD}(?:の)?週末"],
  nextWeekend: ["来週末"],
  thisWeekend: ["今週末", "この週末"],
  endOfMonth: ["{MONTH}(?:の)?(?:末|終わり|おわり|下旬|いっぱい|中)"],
  dayOfMonth: ["(?<next>来月|翌月)の?(?<N>\\d{1,2})日(?:(?:まで|迄)(?:に|には|で)?|(?!から|より|以降|おき|ごと|毎|に(?:1|一)))", "(?<![月の\\d〇一二三四五六七八九十])(?<N>\\d{1,2})日(?:まで|迄)(?:に|には|で)?"],
  namedEnds: { "(?:今|本)?年度(?:内|中|末|いっぱい)": [3, 31] },
  nextWeek: "(?:来週|翌週)の?",
  thisYear: ["(?<![\\d〇一二三四五六七八九十半])年内", "今年中", "今年いっぱい", "(?<!来年の|来年|翌年の|翌年)年末", "今年の(?:年末|うち)", "今年(?!の?[\\d〇一二三四五六七八九十]+月|の?(?:春|夏|秋|冬|度))"],
  // A bare "月末に" in a sentence with a rhythm ("毎晩…、月末に見直す") is a monthly step, not a deadline; "月末まで" always is one.
  monthNext: ["次の{MONTH}"],
  monthThis: [],
  monthThisYear: ["今年の?{MONTH}"],
  monthNextYear: ["(?:来年|翌年|來年)の?{MONTH}"],
  thisMonth: ["今月(?:中|末|いっぱい|のうち)?", "(?<!来|翌|[\\d一二三四五六七八九十]|毎)(?<!毎[^。!?]{0,30})月末", "(?<!来|翌|[\\d一二三四五六七八九十]|毎)月末(?=まで|迄)"],
  season: ["(?:来年の|今年の)?{SEASON}"],
  quarter: ["第(?<q>[1-4])四半期", "q(?<q>[1-4])", "第{N}四半期"],
  thisQuarter: ["四半期末", "この四半期"],
  nextQuarter: ["次の四半期"],
  yearEnd: ["(?<y>20\\d{2})年(?:の?(?:末|中|内|いっぱい|のうち))?(?!の?[\\d〇一二三四五六七八九十]+月|度|の?(?:春|夏|秋|冬))"],
  holidays: { 年明け: [1, 1], お正月: [1, 1], 正月: [1, 1], 年始: [1, 1], お盆: [8, 13], ゴールデンウィーク: [4, 29], GW: [4, 29], クリスマス: [12, 25], クリスマスイブ: [12, 24], 大晦日: [12, 31], 元旦: [1, 1], 元日: [1, 1], バレンタイン: [2, 14], ホワイトデー: [3, 14], 七夕: [7, 7] },

  notBefore: [
    "{TIME} ?(?:以降|以後|過ぎ|すぎ)",
    `{TIME} ?(?:より|よりも)?前(?:に|には|は|の)?[^。、,]{0,10}?(?:ない|ません|${NOT_POSSIBLE})`,
    "早くても ?{TIME}", "{TIME} ?(?:から|より)後",
  ],
  notAfter: [
    `{TIME} ?(?:以降|以後|過ぎ|すぎ|から)(?:に|は|には|の)?[^。、,]{0,10}?(?:ない|ません|${NOT_POSSIBLE})`,
    "{TIME} ?(?:まで|迄)(?:に|には)",
    "{TIME} ?(?:より|よりも)?前に(?:は)?(?:終わ|終え|済ま|寝|切り上げ)",
    "{TIME} ?(?:以前|より前)", "遅くとも ?{TIME}", "{TIME} ?(?:まで|迄)",
  ],
  ranges: [
    // "夜9時から11時まで": bare hours, so the daypart before them says which half of the day.
    "{HOUR}時 ?(?:から|~|〜|-|–|—|より) ?{HOUR}時(?![間半\\d〇一二三四五六七八九十])(?:まで)?",
    "{TIME} ?(?:から|~|〜|-|–|—|より) ?{TIME}(?:まで)?",
  ],
  // A range no range rule could read is no pair of start times.
  fixedTime: ["\\d{1,2}時(?:半|\\d{1,2}分)? ?(?:から|~|〜|-) ?\\d{1,2}時(?!間)(?:半|\\d{1,2}分)?", "{TIME} ?(?:から|より|開始|スタート|ちょうど|に)"],

  // Not "週3時間" (a weekly amount) nor "2時間以内" (a target time).
  sessionLength: ["(?<!週に?|毎週|週間で?|月に?|毎月)(?:1回|一回|各回)?{N} ?{UNIT}(?<half>半)?(?!以内|以下|切り|を切|で走|で完走|前|後)"],
  totalEffort: ["全部で", "合計", "トータル", "総計", "延べ", "計(?=\\s*\\d|で)", "作業量", "かかる", "必要"],
  perWeekAmount: ["/週", "/ 週", "毎週", "週あたり"],

  comparedLength: ["長め|長く|短め|短く"],
  activityJoin: "\\s*(?:、\\s*)?(?:あと|それから|それと|さらに|加えて|また)(?:、|,)?\\s*",
  noActivity: ["長め|長めに|短め|ペース|ペースで|は|が|を|に|で|と|も|の|へ|や|から|まで|より|だけ|しか|ずつ|ごと|毎回|くらい|ぐらい|ほど|程度|頃|ごろ|約|大体|だいたい|できます|できる|出来る|します|する|して|したい|やります|やる|時間|予定|つもり|たい|なら|なので|ので|ため|それぞれ|各|回|可能|使える|取れる|とれる|空いて|空き|あります|ある|います|いる|です|ます|ね|よ|私|わたし|僕|ぼく|分"],
  itemsCue: ["例えば", "具体的には", "内容は"],
  counts: {
    mock_exam: ["(?<what>模試|模擬試験|模擬テスト|過去問)を?{N}(?:回|本|つ)", "{N}(?:回|つ)の(?<what>模試|模擬試験|模擬テスト)"],
    chapter: ["{N}(?<what>章)分", "{N}つの(?<what>章)"],
    job_application: ["{N}社(?:に|へ)?(?<what>応募|エントリー)"],
    episode: ["(?<what>エピソード|動画)を?{N}本", "{N}(?<what>話)"],
    article: ["(?<what>記事|ブログ)を?{N}本", "{N}本の(?<what>記事|ブログ)"],
  },

  topics: {
    run: ["走", "ラン", "ジョギング", "マラソン", "5km", "10km", "5キロ", "10キロ", "ハーフ", "ウルトラ", "駅伝"],
    ride: ["自転車", "サイクリング", "ロードバイク", "バイク", "ヒルクライム", "ライド"],
    swim: ["泳", "水泳", "スイム", "プール"],
    hike: ["登山", "ハイキング", "山", "トレッキング", "縦走", "クライミング", "ボルダリング"],
    race: ["大会", "レース", "トライアスロン", "マラソン", "完走", "サブ3", "サブ4", "記録"],
    distance: ["km", "キロ", "メートル", "距離"],
    strength: ["筋トレ", "腕立て", "スクワット", "デッドリフト", "ベンチプレス", "懸垂", "腹筋", "筋肉", "ケトルベル", "プランク", "筋力", "kg"],
    gym: ["ジム", "ワークアウト", "フィットネス", "ピラティス", "ヨガ", "運動", "ストレッチ", "体幹", "トレーニング"],
    walk: ["歩", "ウォーキング", "散歩", "万歩"],
    meditate: ["瞑想", "マインドフルネス", "呼吸法", "座禅"],
    journal: ["日記", "ジャーナル", "手帳", "感謝"],
    sleep: ["睡眠", "寝る", "早寝", "早起き", "起きる", "就寝", "スマホ", "夜更かし"],
    read: ["読", "本", "ページ", "小説", "読書"],
    habit: ["習慣", "ルーティン", "毎日", "日課", "続ける"],
    health: ["薬", "服用", "飲む", "サプリ", "ビタミン", "インスリン", "血圧", "通院", "検診", "健診", "歯医者", "歯科", "病院", "リハビリ", "目薬", "吸入", "治療", "血糖", "腰痛", "膝", "療法", "アレルギー", "点鼻"],
    clean: ["掃除", "片付け", "片づけ", "断捨離", "洗濯", "掃除機", "拭き", "整理整頓"],
    garden: ["庭", "芝生", "草取り", "草むしり", "植木", "家庭菜園", "水やり", "剪定", "ベランダ"],
    car: ["車", "タイヤ", "オイル交換", "洗車", "車検"],
    maintain: ["メンテ", "点検", "交換", "フィルター", "手入れ", "保守", "チェック"],
    money: ["貯", "貯金", "お金", "円", "万円", "節約", "家計", "投資", "積立", "借金", "ローン返済", "予算", "nisa", "ideco", "口座"],
    launch: ["リリース", "オープン", "開店", "開業", "公開", "ショップ", "ネットショップ", "ストア", "サイト", "アプリ", "サービス", "起業", "製品", "商品", "ローンチ", "立ち上げ", "app store", "ec"],
    renovate: ["リフォーム", "リノベ", "塗り替え", "塗装", "ペンキ", "キッチン", "浴室", "トイレ", "床", "壁", "壁紙", "diy", "改装", "内装"],
    event: ["結婚式", "披露宴", "二次会", "パーティー", "誕生日", "会", "旅行", "イベント", "同窓会", "祝い", "幹事", "会場", "招待", "還暦", "記念", "式"],
    admin: ["申告", "確定申告", "税", "ビザ", "保険", "パスポート", "申請", "手続き", "書類", "役所", "届", "免許", "登記", "相続", "年金", "住民票", "マイナンバー", "予約", "解約"],
    move: ["引っ越し", "引越し", "転居", "移住"],
    quit: ["やめる", "やめたい", "止める", "禁煙", "タバコ", "たばこ", "煙草", "電子タバコ", "加熱式", "ニコチン", "お酒", "酒", "飲酒", "禁酒", "断酒", "減酒", "休肝日", "甘いもの", "お菓子", "おやつ", "間食", "砂糖", "ジュース", "爪を噛", "爪噛み", "スマホ時間", "スクリーンタイム", "sns", "ゲーム時間", "減らす", "控え", "カフェイン", "コーヒー", "我慢", "吸わ", "飲まない", "ワイン", "ビール", "夜食", "禁煙する", "吸うのを", "飲むのを", "吸わない", "一本も"],
    social: ["電話", "祖母", "祖父", "おばあちゃん", "おじいちゃん", "両親", "実家", "母", "父", "家族", "友達", "友人", "会いに", "訪ね", "お見舞い", "手紙", "文通", "ボランティア", "フードバンク", "炊き出し", "教会", "礼拝", "ミサ", "お寺", "お参り", "デート", "夫婦", "孫", "近所", "老人ホーム", "叔母", "伯母", "叔父", "伯父", "いとこ", "おば", "おじ", "と夕食", "とランチ", "と食事", "ビデオ通話", "テレビ電話", "facetime", "skype", "zoom", "息子", "娘", "名付け親", "面会", "親友", "トランプ"],
    faith: ["祈", "お祈り", "礼拝", "聖書", "コーラン", "教会", "ミサ", "お寺", "神社", "お参り", "お経", "座禅"],
    gift: ["プレゼント", "贈り物", "ギフト", "お歳暮", "お年賀", "お土産", "誕生日プレゼント"],
    pet: ["ペット", "ハムスター", "うさぎ", "ウサギ", "モルモット", "ケージ", "猫砂", "トイレ掃除", "猫", "水槽", "インコ", "カメ", "動物病院", "犬", "爪切り", "ブラッシング", "トリミング"],
    talk: ["プレゼン", "発表", "スピーチ", "スライド", "講演", "ピッチ"],
    job: ["転職", "就職", "就活", "求人", "応募", "面接", "履歴書", "職務経歴書", "内定", "採用", "エントリーシート", "キャリア"],
    language: ["英語", "中国語", "韓国語", "フランス語", "ドイツ語", "スペイン語", "イタリア語", "日本語", "語学", "英会話", "単語", "会話", "ペラペラ", "toeic", "toefl", "英検", "ielts", "b1", "b2", "c1", "ネイティブ", "外国語", "文法"],
    exam: ["試験", "合格", "資格", "検定", "受験", "模試", "級", "テスト", "toeic", "英検", "簿記", "宅建", "勉強", "国家試験"],
    weight: ["痩", "やせ", "ダイエット", "体重", "減量", "体脂肪", "キロ減", "kg減", "カロリー", "糖質"],
    count: ["冊", "枚", "作品", "本を", "年間", "今年は", "1年で", "スケッチ", "映画"],
    skill: ["練習", "ピアノ", "ギター", "バイオリン", "楽器", "プログラミング", "python", "コード", "絵", "デッサン", "将棋", "囲碁", "料理", "写真", "歌", "ダンス", "習得", "弾け", "できるようになりたい", "独学"],
    create: ["小説", "アルバム", "論文", "卒論", "修論", "ポートフォリオ", "原稿", "脚本", "作曲", "執筆", "書き上げ", "漫画", "新人賞", "作品", "長編", "写真集"],
    content: ["ポッドキャスト", "ブログ", "メルマガ", "メールマガジン", "youtube", "動画", "チャンネル", "配信", "投稿", "インスタ", "note", "記事", "更新", "ニュースレター", "tiktok", "フォロワー", "登録者"],
    org: ["部", "組織", "統合", "再編", "チーム編成", "人事", "部署", "課", "役員", "体制", "本部", "事業部", "改編"],
    tech: ["移行", "クラウド", "サーバー", "システム", "インフラ", "データベース", "aws", "azure", "基幹", "erp", "会計ソフト", "切り替え", "刷新", "オンプレ", "ファイルサーバー"],
    process: ["アジャイル", "スクラム", "スプリント", "朝会", "プロセス", "業務改善", "働き方", "リモート", "ワークフロー", "導入", "定着", "カンバン", "レビュー", "テレワーク", "電子化", "ペーパーレス", "デジタル化", "承認フロー"],
  },

  reply: {
    longer: ["{N} ?{UNIT}(?:長く|のばし|延ばし|増やし|増やす|プラス)"],
    shorter: ["{N} ?{UNIT}(?:短く|減らし|減らす|マイナス)"],
    later: ["延期|延ば|延長|遅ら|後ろ倒し|ずら"],
    insteadOf: ["{PART}(?:じゃなくて|ではなく|でなく|の代わりに)"],
    also: ["{DAYS}(?:の?{PART})? ?も", "追加", "加えて"],
    clear: {
      deadline: ["(?:締め切り|締切|期限|〆切)(?:は)?(?:なし|無し|ナシ|いらない|不要|なくていい|なくて大丈夫|撤廃)", "いつまででも(?:いい|大丈夫)", "急がない"],
      days: ["(?:何曜日|曜日)(?:でも|は)(?:いい|大丈夫|構わない|ok|問わない|自由|いつでも)", "曜日(?:の)?(?:指定|制限)(?:は)?(?:なし|無し|いらない)", "毎日(?:でも)?(?:いい|ok|大丈夫)"],
      windows: ["(?:時間帯|時間)(?:は)?(?:いつでも|問わない|自由|なんでも|何時でも)", "何時でも(?:いい|大丈夫|ok)", "時間帯(?:の)?(?:指定|制限)(?:は)?(?:なし|無し|いらない)"],
      fixed_times: ["開始時間(?:は)?(?:自由|いつでも|なし|決めない)"],
      session_minutes: ["(?:長さ|時間の長さ)(?:は)?(?:自由|問わない|なんでも)"],
    },
    more: ["(?:もう|あと)(?:1|一)(?:回|日)(?:増やし|追加|多く)", "(?:1|一)回(?:増やし|多く)", "回数を増やし"],
    fewer: ["(?:1|一)回(?:減らし|少なく)", "回数を減らし"],
    swap: [
      { re: "{DAY}(?:を|は|から)? ?{DAY}(?:に|へ)(?:変更|変え|変える|移|ずら|する|して|替え|振り替え)", old: "DAY" },
      { re: "{DAY}(?:じゃなくて|じゃなく|ではなく|ではなくて|でなく|の代わりに|の代わりで|をやめて|はやめて) ?{DAY}", old: "DAY" },
      // "金曜は残業が入ったので木曜に変更したい", "水曜日は都合が悪いから火曜日にずらして": the day named first moves.
      { re: "{DAY}(?:は|が|を|の)[^。!?]{0,30}?(?:ので|から|ため|けど|けれど|し)[、,]? ?{DAY}(?:に|へ)(?:変更|変え|移|ずら|替え|振り替え|回|して|する|したい|お願い)", old: "DAY" },
    ],
    nthWeekday: ["{ORD} ?{DAY}"],
    monthDay: ["(?:毎月)?{N}日(?:に|へ|で)"],
    extend: ["{N} ?{UNIT}(?:延ばし|延長|延期|遅らせ|後ろ倒し|先に|先延ばし)", "(?:延長|延期)(?:して)?{N} ?{UNIT}"],
  },
};
