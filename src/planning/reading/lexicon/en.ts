/** English: the words and phrase templates the offline reader uses for goals written in English. */
import * as chrono from "chrono-node";
import type { Lexicon } from "./lexicon.js";

const WD = { MO: "MO", TU: "TU", WE: "WE", TH: "TH", FR: "FR", SA: "SA", SU: "SU" } as const;

export const en: Lexicon = {
  lang: "en",
  spaced: true,
  chrono: chrono.en.casual,

  numbers: {
    a: 1, an: 1, one: 1, once: 1, single: 1, two: 2, twice: 2, three: 3, thrice: 3, four: 4, five: 5,
    six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
    fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
    forty: 40, "forty-five": 45, fifty: 50, sixty: 60, ninety: 90, hundred: 100, "a couple of": 2,
    couple: 2, "a few": 3, half: 0.5, "half an": 0.5, "one and a half": 1.5, "an hour and a half": 1.5,
  },
  ordinals: { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5, last: -1 },
  units: {
    minute: "minute", minutes: "minute", min: "minute", mins: "minute", m: "minute",
    hour: "hour", hours: "hour", hr: "hour", hrs: "hour", h: "hour",
    day: "day", days: "day", week: "week", weeks: "week", wk: "week", wks: "week", fortnight: "week",
    month: "month", months: "month", quarter: "quarter", quarters: "quarter", year: "year", years: "year",
  },
  weekdays: {
    monday: WD.MO, mondays: WD.MO, mon: WD.MO,
    tuesday: WD.TU, tuesdays: WD.TU, tue: WD.TU, tues: WD.TU,
    wednesday: WD.WE, wednesdays: WD.WE, wed: WD.WE,
    thursday: WD.TH, thursdays: WD.TH, thu: WD.TH, thur: WD.TH, thurs: WD.TH,
    friday: WD.FR, fridays: WD.FR, fri: WD.FR,
    saturday: WD.SA, saturdays: WD.SA, sat: WD.SA,
    sunday: WD.SU, sundays: WD.SU,
  },
  dayGroups: {
    weekends: ["SA", "SU"], weekend: ["SA", "SU"], "the weekend": ["SA", "SU"],
    weekdays: ["MO", "TU", "WE", "TH", "FR"], weekday: ["MO", "TU", "WE", "TH", "FR"],
    workdays: ["MO", "TU", "WE", "TH", "FR"], workday: ["MO", "TU", "WE", "TH", "FR"],
    "working days": ["MO", "TU", "WE", "TH", "FR"], "working day": ["MO", "TU", "WE", "TH", "FR"],
    "work days": ["MO", "TU", "WE", "TH", "FR"],
  },
  dayparts: {
    "early morning": "early_morning", "early mornings": "early_morning", "at dawn": "early_morning", sunrise: "early_morning",
    morning: "morning", mornings: "morning", "in the morning": "morning",
    "before work": "before_work",
    lunch: "lunch", lunches: "lunch", "lunch break": "lunch", "lunch breaks": "lunch", lunchtime: "lunch", "lunch hour": "lunch", midday: "lunch",
    afternoon: "afternoon", afternoons: "afternoon",
    evening: "evening", evenings: "evening", "in the evening": "evening", night: "evening", nights: "evening", nightly: "evening", tonight: "evening",
    "after work": "after_work",
    "before bed": "before_bed", "before bedtime": "before_bed", bedtime: "before_bed", "before sleeping": "before_bed", "before going to bed": "before_bed",
  },
  months: {
    january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
    july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10,
    november: 11, nov: 11, december: 12, dec: 12,
  },
  seasons: { spring: "spring", summer: "summer", autumn: "autumn", fall: "autumn", winter: "winter" },

  listJoin: "\\s*(?:,\\s*(?:and\\s+|or\\s+|&\\s*)?|&|/|\\+|\\s+and\\s+|\\s+or\\s+|\\s+plus\\s+)\\s*",
  dayArticles: ["on", "every", "each"],

  times: [
    "(?<h>\\d{1,2})(?:[:.](?<m>\\d{2}))?\\s*(?:(?<am>a\\.?m\\.?)|(?<pm>p\\.?m\\.?))",
    "(?<h>\\d{1,2}):(?<m>\\d{2})(?:\\s*h)?",
    "(?<h>\\d{1,2})\\s*o'?clock",
  ],
  timeWords: { noon: "12:00", midday: "12:00", midnight: "23:59" },

  cadence: [
    { re: "{ORD} {DAY} (?:of|in) (?:each|every|the|a) month", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:on )?the {N}(?:st|nd|rd|th)? (?:day )?of (?:each|every|the) month", count: 1, per: "month", month_day: "N" },
    { re: "every other (?:day|night)", count: 1, per: "day", interval: 2 },
    { re: "every other week", count: 1, per: "week", interval: 2 },
    { re: "every other month", count: 1, per: "month", interval: 2 },
    { re: "(?:bi-?weekly|fortnightly|every (?:two|2) weeks)", count: 1, per: "week", interval: 2 },
    { re: "quarterly", count: 1, per: "month", interval: 3 },
    { re: "every {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    { re: "{N}(?: times| x|x| sessions?| days?| workouts?| runs?| rides?| swims?| classes| lessons?| walks?| episodes?| posts?| articles?)? (?:a|an|per|each|every|/) ?{UNIT}", count: "N", per: "UNIT" },
    { re: "(?:every|each) (?:single )?(?:weekday|work ?day|working day)s?", count: 1, per: "day", days: ["MO", "TU", "WE", "TH", "FR"] },
    { re: "(?:on )?weekdays", count: 1, per: "day", days: ["MO", "TU", "WE", "TH", "FR"] },
    { re: "(?:every|each) {DAYS}", count: "DAYS", per: "week" },
    { re: "(?:daily|every ?day|each day|every (?:single )?(?:morning|evening|night|afternoon)|each (?:morning|evening|night)|nightly|a day|per day)", count: 1, per: "day" },
    { re: "(?:weekly|every week|each week|once a week|per week)", count: 1, per: "week" },
    { re: "(?:monthly|every month|each month|once a month|per month)", count: 1, per: "month" },
  ],
  everyDays: ["{DAYS}"],
  daysWithPart: ["{DAYS} {PART}", "{PART} {DAYS}"],

  exceptBefore: ["except(?: on| for)?", "but not(?: on)?", "not on", "never on", "no", "excluding", "apart from", "other than", "without"],
  exceptAfter: ["off"],

  spans: [
    { re: "(?:in|within) (?:the next )?{N} {UNIT}" },
    { re: "(?:over|for|during|across) the (?:next|coming) {N} {UNIT}" },
    { re: "(?:over|for|during|across) the (?:next|coming) {UNIT}", n: 1 },
    { re: "(?:in|within) a fortnight", n: 2, unit: "week" },
    { re: "{N}-{UNIT} (?:plan|program|programme|challenge|streak|course)" },
    { re: "for {N} {UNIT}" },
  ],
  deadlineBefore: ["by", "before", "until", "till", "til", "due", "no later than", "deadline", "in time for", "ahead of", "on"],
  deadlineAfter: [],
  endOfMonth: ["(?:the )?end of {MONTH}", "late {MONTH}"],
  thisYear: ["this year", "(?:the )?end of (?:the|this) year", "year-end", "year end", "the end of \\d{4}"],
  thisMonth: ["(?:the )?end of (?:the|this) month", "this month"],
  season: ["{SEASON}"],
  quarter: ["(?:end of )?q(?<q>[1-4])"],

  notBefore: ["(?:never|not|no(?:thing)?) (?:before|earlier than) {TIME}", "after {TIME}", "from {TIME}(?! (?:to|until|till|-))", "no earlier than {TIME}", "starting (?:at|from) {TIME}"],
  notAfter: ["(?:not|never|nothing|no) (?:after|later than) {TIME}", "before {TIME}", "(?:until|till) {TIME}", "no later than {TIME}", "done by {TIME}", "by {TIME}"],
  ranges: ["(?:between )?{TIME} ?(?:-|–|—|to|until|till|and) ?{TIME}", "from {TIME} (?:to|until|till) {TIME}"],
  fixedTime: ["at {TIME}", "@ ?{TIME}", "{TIME} sharp"],

  sessionLength: ["{N}[- ]{UNIT}", "{N} ?{UNIT}"],
  totalEffort: ["in total", "total", "of work", "overall", "altogether", "all together"],
  perWeekAmount: ["a week", "per week", "each week", "every week", "weekly"],

  activityJoin: "\\s*(?:,\\s*)?(?:\\band\\b|\\bplus\\b|;)\\s*",
  itemsCue: ["including", "such as", "like"],

  reply: {
    also: ["also", "as well", "too", "add", "plus", "and"],
    clear: {
      days: ["any day(?: of the week)?(?: is| works)?(?: fine| ok| okay)?", "(?:no|drop the|remove the|forget the) (?:day|weekday) (?:restriction|limit)s?", "every day works"],
      deadline: ["no deadline", "(?:drop|remove|forget) the deadline", "there is no deadline", "no rush"],
      windows: ["any time(?: of day)?(?: is| works)?(?: fine| ok)?", "(?:drop|remove) the (?:time )?windows?"],
      fixed_times: ["no fixed (?:start )?time", "(?:drop|remove) the fixed time", "any start time"],
      not_before: ["(?:early|earlier) (?:is|are) (?:fine|ok)", "(?:drop|remove) the (?:earliest|start) (?:time|limit)"],
      not_after: ["(?:late|later) (?:is|are) (?:fine|ok)", "(?:drop|remove) the (?:latest|end) (?:time|limit)"],
      session_minutes: ["any (?:session )?length"],
    },
    more: ["one more(?: session| time| day| run| workout)?", "an extra (?:session|day|run|workout)", "more (?:often|sessions|frequently)"],
    fewer: ["one (?:less|fewer)(?: session| time| day| run| workout)?", "(?:fewer|less) (?:sessions|often|frequently)"],
  },
};
