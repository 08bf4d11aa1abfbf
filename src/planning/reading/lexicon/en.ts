/** English: the words and phrase templates the offline reader uses for goals written in English. */
import * as chrono from "chrono-node";
import type { Lexicon } from "./lexicon.js";

const WD = { MO: "MO", TU: "TU", WE: "WE", TH: "TH", FR: "FR", SA: "SA", SU: "SU" } as const;

export const en: Lexicon = {
  lang: "en",
  spaced: true,
  chrono: chrono.en.casual,

  commonWords: ["the", "and", "to", "of", "a", "an", "in", "for", "my", "i", "on", "by", "with", "every", "each", "want", "get", "before", "at", "is", "it", "be", "this", "next", "our", "we", "from", "after", "until", "times", "need", "would", "like", "can", "will", "me", "so", "that", "have", "do", "just", "about"],

  numbers: {
    a: 1, an: 1, one: 1, once: 1, single: 1, two: 2, twice: 2, three: 3, thrice: 3, four: 4, five: 5,
    six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
    fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
    forty: 40, "forty-five": 45, fifty: 50, sixty: 60, ninety: 90, hundred: 100, "a couple of": 2,
    couple: 2, "a few": 3, half: 0.5, "half an": 0.5, "one and a half": 1.5, "two and a half": 2.5, "three and a half": 3.5, "an hour and a half": 1.5,
  },
  ordinals: { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5, last: -1 },
  units: {
    minute: "minute", minutes: "minute", min: "minute", mins: "minute", m: "minute",
    hour: "hour", hours: "hour", hr: "hour", hrs: "hour", h: "hour",
    day: "day", days: "day", week: "week", weeks: "week", wk: "week", wks: "week", fortnight: "week",
    month: "month", months: "month", daily: "day", weekly: "week", monthly: "month", quarter: "quarter", quarters: "quarter", year: "year", years: "year",
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
    "work days": ["MO", "TU", "WE", "TH", "FR"], weeknights: ["MO", "TU", "WE", "TH", "FR"], weeknight: ["MO", "TU", "WE", "TH", "FR"],
  },
  dayparts: {
    "early morning": "early_morning", "early mornings": "early_morning", "at dawn": "early_morning", sunrise: "early_morning",
    morning: "morning", mornings: "morning", "in the morning": "morning",
    "before work": "before_work",
    lunch: "lunch", lunches: "lunch", "lunch break": "lunch", "lunch breaks": "lunch", lunchtime: "lunch", lunchtimes: "lunch", "lunch hour": "lunch", midday: "lunch",
    afternoon: "afternoon", afternoons: "afternoon", arvo: "afternoon", arvos: "afternoon",
    evening: "evening", evenings: "evening", "in the evening": "evening", tonight: "evening",
    "after work": "after_work",
    "before bed": "before_bed", "before bedtime": "before_bed", bedtime: "before_bed", "before sleeping": "before_bed", "before going to bed": "before_bed",
  },
  months: {
    january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
    july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10,
    november: 11, nov: 11, december: 12, dec: 12,
  },
  seasons: { spring: "spring", summer: "summer", autumn: "autumn", fall: "autumn", winter: "winter" },

  // "monday to thursday", "mon-fri", "from tuesday through saturday", "mondays to thursdays".
  dayRange: "\\s*(?:-|–|—)\\s*|\\s+(?:to|through|thru|till|until)\\s+",
  dayRangeFrom: "from\\s+",
  listOnlyDays: { sun: "SU" },
  listJoin: "\\s*(?:,\\s*(?:and\\s+|or\\s+|&\\s*)?|&|/|\\+|\\s+and\\s+|\\s+or\\s+|\\s+plus\\s+)\\s*",
  dayArticles: ["on", "every", "each"],

  times: [
    "(?<h>\\d{1,2})(?:[:.](?<m>\\d{2}))?\\s*(?:(?<am>a\\.?m\\.?)|(?<pm>p\\.?m\\.?))",
    "(?<h>\\d{1,2}):(?<m>\\d{2})(?:\\s*h)?",
    "(?<h>\\d{1,2})\\s*o'?clock",
    // "6.30 to 8.30pm", "7.15-8.45": a dotted time is a clock time only as one end of a range (else it may be an amount).
    "(?<h>\\d{1,2})\\.(?<m>[0-5]\\d)(?= ?(?:-|–|to|till|until) ?\\d{1,2}(?:[.:]\\d{2})?(?![\\d.]| ?(?:km|mi|miles|k\\b|kg|lbs|%)))",
    "(?<=\\d ?(?:-|–|to|till|until) ?)(?<h>\\d{1,2})\\.(?<m>[0-5]\\d)(?![\\d%]| ?(?:km|mi|miles|k\\b|kg|lbs))",
    // "19h30", "07h15": a continental clock time; only hours a clock would show for a session ("1h15" is a duration).
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3])h(?<m>[0-5]\\d)(?![\\d\\p{L}])",
    "(?<half>half) past (?<h>\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: (?:in the morning|a\\.?m\\.?)|(?<pm> in the evening| at night| p\\.?m\\.?))?",
  ],
  timeWords: { noon: "12:00", midday: "12:00", midnight: "23:59" },

  cadence: [
    { re: "(?:almost|nearly|virtually) (?:every|each) (?:single )?day|(?:almost|nearly) daily|most days|most of the days|(?:almost|nearly) (?:every|each)(?= (?:evening|morning|afternoon|weekday|lunch))|most(?= (?:evenings|mornings|afternoons|weekdays|weekday|lunch))", count: 5, per: "week", most: true },
    { re: "most nights|(?:almost|nearly) (?:every|each) night", count: 5, per: "week", most: true, part: "evening" },
    { re: "{ORD} {DAY} (?:of|in) (?:each|every|the|a) month", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:on )?the {N}(?:st|nd|rd|th)? (?:day )?(?:of (?:each|every|the)|each|every) month", count: 1, per: "month", month_day: "N" },
    { re: "(?:on )?the {ORD} (?:day )?(?:of (?:each|every|the)|each|every) month", count: 1, per: "month", month_day: "ORD" },
    // "each month on the 25th", "monthly on the 1st", "once a month on the first".
    { re: "(?:every|each|once a|once per|once every) month,? on the {N}(?:st|nd|rd|th)?(?! ?(?:of )?{MONTH})", count: 1, per: "month", month_day: "N" },
    { re: "monthly,? on the {N}(?:st|nd|rd|th)?(?! ?(?:of )?{MONTH})", count: 1, per: "month", month_day: "N" },
    { re: "(?:(?:every|each|once a|once per|once every) month|monthly),? on the {ORD}(?! ?(?:of )?{MONTH}| {DAY})", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:every other|every second) night|(?:on )?alternate nights", count: 1, per: "day", interval: 2, part: "evening" },
    { re: "(?:every other|every second) day|(?:on )?alternate days", count: 1, per: "day", interval: 2 },
    { re: "(?:every other|every second|alternate) {DAYS}", count: "DAYS", per: "week", interval: 2 },
    { re: "every other week", count: 1, per: "week", interval: 2 },
    { re: "every other month", count: 1, per: "month", interval: 2 },
    { re: "(?:bi-?weekly|fortnightly|every fortnight|every (?:two|2) weeks)", count: 1, per: "week", interval: 2 },
    { re: "quarterly", count: 1, per: "month", interval: 3 },
    // "twice a year" is every six months, "once a year" every twelve (a cadence has no yearly unit).
    { re: "(?:twice|two times|2 times|2x) (?:a|per|each|every) year|semi-?annually|bi-?annually", count: 1, per: "month", interval: 6 },
    { re: "once (?:a|per|each|every) year|(?:each|every) year|annually|yearly", count: 1, per: "month", interval: 12 },
    { re: "every {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    { re: "(?<![€$£₹¥\\d,.]){N}(?: times| x|x| (?!minutes?\\b|mins?\\b|hours?\\b|hrs?\\b|h\\b|km\\b|kms\\b|miles?\\b|pages?\\b|words?\\b|kgs?\\b|lbs?\\b|pounds?\\b|euros?\\b|dollars?\\b|laps?\\b|lengths?\\b|reps?\\b|steps?\\b)[\\p{L}\\p{N}-]+(?: [\\p{L}-]+)?)?(?: (?:a|an|per|each|every)|\\s?/) ?{UNIT}", count: "N", per: "UNIT" },
    // "twice weekly", "3 times daily".
    { re: "{N}(?: times| ?x)? (?<UNIT>daily|weekly|monthly)", count: "N", per: "UNIT" },
    { re: "(?:every|each) (?:single )?(?:weekday|work ?day|working day)s?", count: 1, per: "day", days: ["MO", "TU", "WE", "TH", "FR"] },
    // "every weekend", "one each weekend": one session a week, on a weekend day (not two).
    { re: "(?:every|each) (?:single )?(?=(?:weekend|week-end)(?![\\p{L}-]))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:every|each) {DAYS}", count: "DAYS", per: "week" },
    // "every night", "20 pages a night": daily, in the evening (as "jede Nacht", "chaque nuit", "毎晩" are); a stated
    // time wins ("every night at 10:30pm"), a stated earliest time narrows it ("every night after 9 pm" → 21–22).
    { re: "(?:every (?:single )?night|each night|nightly|(?:a|per) night|/ ?night)", count: 1, per: "day", part: "evening" },
    { re: "(?:daily|every ?day|each day|a day|per day|/ ?day)", count: 1, per: "day" },
    // "every morning", "each lunchtime", "every night": daily, and the daypart is the window.
    { re: "(?:every|each) (?:single )?{PART}", count: 1, per: "day" },
    // "$300 a month", "£50 every week": a transfer of an amount once per period.
    { re: "(?:[€$£₹¥] ?\\d[\\d,.]*k?|\\d[\\d,.]*k? ?(?:€|euros?|dollars?|pounds?|bucks|quid)) (?:a|an|per|each|every) {UNIT}", count: 1, per: "UNIT" },
    { re: "(?:weekly|every week|each week|once a week|per week)", count: 1, per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:only |just )?once(?=\\s*(?:is enough|will do|is fine|is plenty)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
    { re: "(?:monthly|every month|each month|once a month|per month)", count: 1, per: "month" },
  ],
  everyDays: ["{DAYS}"],
  daysWithPart: ["{DAYS} {PART}", "{PART} {DAYS}"],

  availability: ["only|can|could|available|free|(?:i )?have time"],
  only: ["only"],
  inclusive: ["too|as well|also|even(?: on)?|including|incl\\.?"],
  or: ["or|either"],
  exceptBefore: [
    // "not on my late shifts Tue/Thu", "except our club nights Mon": the days after a named kind of day.
    "(?:except|not|never|but not)(?: on| for| during)? (?:my|our|the)(?: [\\p{L}'-]+){0,3}?(?: on)?", "except(?: on| for)?", "but not(?: on)?", "not(?: on)?", "never(?: on)?", "no(?: sessions?| training| runs?| work)?(?: on)?", "excluding", "apart from",
    "other than", "without", "instead of", "rather than", "skip(?:ping)?", "(?:i )?can(?:'t|t|not| not)(?: do| make| train| manage| work)?(?: anything| it)?(?: on)?", "keep", "free on", "drop",
  ],
  // "I have Sunday afternoons free" is time the person has (availability); "keep Sundays free" is a day off.
  exceptAfter: ["off", "(?<!(?:have|has|got|i'm|i am|am|are|is)(?:\\s+[\\p{L}'-]+){1,4}\\s+)free", "(?:are|is) out", "(?:don't|doesn't|do not|does not|no longer) work", "(?:is|are) (?:not|no longer) possible(?: any ?more)?", "(?:is|are) a no-go", "(?:won't|will not) work", "(?:are|is) (?:bad|no good|not good)(?: for me)?", "(?:dont|doesnt) work"],

  spans: [
    { re: "(?:in|within) (?:the next )?{N} {UNIT}" },
    { re: "(?:over|for|during|across) the (?:next|coming) {N} {UNIT}" },
    { re: "(?:over|for|during|across) the (?:next|coming) {UNIT}", n: 1 },
    { re: "(?:in|within|over|for) (?:a|the next|the coming) fortnight", n: 2, unit: "week" },
    { re: "{N}-{UNIT} (?:plan|program|programme|challenge|streak|course)" },
    { re: "for {N} {UNIT}" },
    // "over 3 months", "during 6 weeks": a duration of practice.
    { re: "(?:over|during|across) {N} {UNIT}" },
    { re: "(?:make it|change it to|extend (?:it )?to) {N} {UNIT}" },
  ],
  deadlineBefore: ["by", "before", "until", "till", "til", "due", "no later than", "deadline", "in time for", "ahead of", "on", "by next", "before next", "until next", "by this", "by the coming", "by this coming"],
  nextMonth: ["(?:the )?end of next month", "next month"],
  afterNext: { week: ["(?:the )?week after next"], month: ["(?:the )?month after next"] },
  afterDay: ["after", "once", "right after", "just after", "straight after"],
  deadlineAfter: [],
  startBefore: ["from", "starting", "starting on", "starting from", "beginning", "as of", "from the", "start", "start on", "begin", "begin on", "start from"],
  startOfMonth: ["(?:the )?(?:beginning|start) of {MONTH}"],
  midMonth: ["mid[- ]?{MONTH}", "(?:the )?middle of {MONTH}"],
  nthWeekend: ["(?:the )?{ORD} weekend (?:of|in) {MONTH}"],
  nextWeekend: ["(?:next|this coming|the coming) weekend"],
  thisWeekend: ["this weekend"],
  endOfMonth: ["(?:the )?end of {MONTH}", "late {MONTH}"],
  nextYear: ["(?:by |before |until )?(?:the )?end of next year", "next year"],
  dayOfMonth: [
    "(?:by|before|until|till|no later than) the {N}(?:st|nd|rd|th)(?! (?:of|day)\\b)(?!\\s*(?:{MONTH}|\\d))",
    // "for my sister's wedding on the 14th": an event the goal works towards, on a day of the month.
    "(?:for|before|until|till) (?:my|our|the|his|her|their)(?: [\\p{L}'-]+){1,3}? on the {N}(?:st|nd|rd|th)(?! (?:of|day)\\b)(?!\\s*(?:{MONTH}|\\d))",
  ],
  thisYear: ["this year", "(?:the )?end of (?:the|this) year", "year-end", "year end"],
  monthNext: ["next {MONTH}"],
  monthThis: ["this {MONTH}", "this coming {MONTH}", "the coming {MONTH}"],
  monthThisYear: ["{MONTH} (?:of )?this year"],
  thisMonth: ["(?:the )?end of (?:the|this) month", "this month"],
  season: ["(?:the )?(?:next |this )?{SEASON}"],
  yearEnd: ["(?:in|during|by the end of|by end of|before the end of|(?:by |until |till |before )?(?:the )?end of|by|before|until|no later than) (?<y>20\\d{2})(?![./:]\\d)"],
  feasts: {
    easter: 0, "easter sunday": 0, "easter monday": 1, "good friday": -2, "maundy thursday": -3, "palm sunday": -7, "holy week": -7,
    "ash wednesday": -46, "shrove tuesday": -47, "pancake day": -47, "mardi gras": -47, "ascension day": 39, pentecost: 49, whitsun: 49, "whit sunday": 49,
  },
  holidays: { christmas: [12, 25], "christmas day": [12, 25], "christmas eve": [12, 24], xmas: [12, 25], "new year's eve": [12, 31], "new year's day": [1, 1], "new year": [1, 1], halloween: [10, 31], "valentine's day": [2, 14], "valentine's": [2, 14], thanksgiving: [11, 26] },
  comingDay: ["(?:next|this coming|the coming) {DAY}", "(?:for|by|before|until|till) (?:this |the )?(?!\\p{L}*days(?![\\p{L}])){DAY}"],
  quarter: ["(?:end of )?q(?<q>[1-4])"],
  thisQuarter: ["(?:the )?end of (?:the|this) quarter", "this quarter", "quarter[- ]end", "(?:the )?end of quarter"],
  nextQuarter: ["(?:the )?end of next quarter", "next quarter"],

  notBefore: ["(?:never|not|no(?:thing)?) (?:before|earlier than) {HOUR}", "after {TIME}", "post {TIME}", "no earlier than {TIME}"],
  notAfter: ["(?:not|never|nothing|no) (?:after|later than) {TIME}", "before {TIME}", "(?:until|till) {TIME}", "no later than {TIME}", "done by {TIME}", "by {TIME}"],
  ranges: [
    "{TIME} ?(?:-|–|—|to|until|till) ?{TIME}", "between {TIME} and {TIME}", "from {HOUR} (?:to|until|till|-) {HOUR}", "between {HOUR} and {HOUR}",
    "{HOUR} ?(?:-|–|to|till|until) ?{HOUR}(?! ?(?:times|x\\b|days?|sessions?|hours?|hrs?|minutes?|mins?|h\\b|km|miles?|kg|weeks?|months?|%|lbs?|pages?|books?|people|guests))",
  ],
  notClockAfter: ["under|sub|below|in under|in less than|faster than|beat"],
  limitWords: ["reduce|cut|cut down|cut back|limit|lower|bring down|get down|at most|no more than|max|maximum"],
  night: ["nights", "at night", "weeknights", "weeknight"],
  afterHour: ["after {HOUR}(?! ?(?:{UNIT}|km|mi|miles?|kg|lbs?|%|x\\b|times|pages?|words?|reps?))"],
  fixedTime: ["at {TIME}", "at {HOUR}(?! ?(?:km|mi|miles?|kg|lbs?|%|percent|pages?|years?|x\\b|the\\b))", "@ ?{TIME}", "{TIME} sharp", "{TIME} start", "start(?:ing)? (?:at|from) {HOUR}", "from {TIME}(?! ?(?:-|–|to|until|till))"],

  sessionLength: [
    // "an hour and a half", "2 hours and a half".
    "(?<N>an|a|one|\\d{1,2}|two|three) (?<UNIT>hours?) and a (?<half>half)",
    // "1h15", "2h30": one amount whose unit is hours ("19h30" is a clock time, read before).
    "(?=\\d{1,2}\\s*(?<UNIT>h)\\s*\\d{2}(?![\\d\\p{L}]))(?<N>\\d{1,2}\\s*h\\s*\\d{2})",
    "{N}[- ]{UNIT}",
    "{N} ?{UNIT}",
  ],
  totalEffort: ["in total", "total", "of(?: [\\p{L}-]+)? (?:work|effort)", "work left", "overall", "altogether", "all together"],
  perWeekAmount: ["a week", "per week", "each week", "every week", "weekly", "per weekend", "a weekend"],

  activityJoin: "\\s*(?:,\\s*)?(?:\\band\\b|\\bplus\\b|,\\s*with\\b|;)\\s*",
  comparedLength: ["longer|shorter"],
  sizeWords: ["long|longer|short|big|small|easy|hard|full|quick"],
  noActivity: ["always|usually|spend|spending|put in|set aside|find|fit in|fit|manage|dedicate|give|make|making|take|do|doing|done|time|free|available|possible|if|also|too|then|usually|normally|ideally|maybe|perhaps|probably|around|roughly|approximately|at least|at most|max|maximum|minimum|only|just|more|less|each|per|session|sessions|sometimes|it|them|some|one|ones|long|longer|short|shorter|work|working|go|going|am|are|was|you|plus|all|any|when|while|as well|even|still|again|other|another|extra|total|both|either|usual|preferably|better|rather|instead|there|here|myself|hour|hours|minute|minutes|mins|hrs"],
  itemsCue: ["including", "such as", "like"],
  counts: {
    mock_exam: ["{N} (?:full[- ])?(?:mock|practice|trial|sample|timed) (?:exams?|tests?|papers?)", "{N} mocks", "{N} past (?:exam )?papers"],
    chapter: ["{N} (?:new |more )?chapters"],
    job_application: ["{N} (?:job )?applications", "(?:apply|applying|applications?|send applications) (?:to|for) {N} (?<what>(?:jobs|positions|roles|companies|openings|vacancies))"],
    episode: ["{N} (?:podcast |new )?episodes"],
    article: ["{N} (?:blog |new )?(?:posts|articles|essays)"],
  },
  aboutThePerson: ["(?:and )?(?:i|we) (?:can|could|want|would|will|am|have|only|usually)", "(?:and )?(?:i['’]m|i['’]d|i['’]ll|we['’]re)"],

  topics: {
    run: ["run", "jog", "marathon", "5k", "10k", "half-marathon", "ultra"],
    ride: ["cycl", "bike", "biking", "ride", "riding", "gran fondo", "century ride"],
    swim: ["swim"],
    hike: ["hike", "hiking", "trek", "summit", "mountain", "climb"],
    race: ["race", "triathlon", "marathon", "finish line", "ironman"],
    distance: ["km", "kilomet", "mile", "distance"],
    strength: ["lift", "squat", "deadlift", "bench", "push-up", "pushup", "pull-up", "pullup", "strength", "muscle", "kettlebell", "plank", "chin-up"],
    gym: ["gym", "workout", "work out", "fitness", "pilates", "yoga", "exercise", "stretch", "mobility", "core"],
    walk: ["walk", "steps"],
    meditate: ["meditat", "mindful", "breathwork", "breathing"],
    journal: ["journal", "diary", "gratitude"],
    sleep: ["sleep", "bedtime", "wake up", "screen", "phone"],
    read: ["read", "book", "pages", "novel"],
    habit: ["habit", "routine", "every day", "daily"],
    health: ["medic", "pill", "tablet", "dose", "insulin", "vitamin", "supplement", "physio", "therapy", "blood pressure", "check-up", "checkup", "doctor", "dentist", "eye drops", "inhaler", "protocol", "rehab", "exercises for my", "knee", "back pain"],
    clean: ["clean", "tidy", "declutter", "vacuum", "laundry", "hoover", "mop", "dust"],
    garden: ["garden", "lawn", "plants", "weed", "prune", "hedge"],
    car: ["car", "tyre", "tire", "oil change", "bike service"],
    maintain: ["maintain", "maintenance", "service", "filter", "inspect", "gutter", "boiler", "descale", "check the"],
    money: ["save", "saving", "money", "€", "$", "£", "budget", "invest", "debt", "emergency fund", "deposit", "transfer", "spend", "pension", "dollars", "euros", "pounds sterling"],
    launch: ["launch", "go live", "release", "open my", "opening", "shop", "store", "etsy", "website", "web site", "app", "product", "startup", "business", "customers", "saas", "beta", "mvp"],
    renovate: ["renovat", "paint", "repaint", "kitchen", "bathroom", "floor", "tile", "wall", "redecorat", "diy", "wallpaper", "refurbish", "attic", "loft", "deck"],
    event: ["wedding", "party", "birthday", "conference", "festival", "trip", "holiday", "vacation", "celebrat", "guests", "venue", "reunion", "organi", "anniversary", "meetup", "retreat", "honeymoon"],
    admin: ["tax", "visa", "insurance", "passport", "permit", "paperwork", "documents", "registration", "bureaucra", "residence", "forms", "declaration", "citizenship", "mortgage", "will", "claim", "accounts", "bank", "renew", "cancel", "subscription", "appointment"],
    move: ["move house", "moving", "relocat", "move to", "move into", "move in", "moving house", "movers"],
    quit: ["quit", "stop smok", "stop drink", "stop eat", "stop bit", "stop scroll", "stop snack", "stop vap", "stop check", "stop buy", "stop gambl", "stop swear", "stop chew", "give up", "giving up", "cut down", "cut back", "cut out", "cutting down", "kick the habit", "smoking", "smoker", "cigar", "vape", "vaping", "nicotine", "tobacco", "alcohol", "booze", "drink less", "drinking less", "sober", "dry january", "sweets", "sugary", "added sugar", "sugar-free", "fizzy drinks", "soda", "caffeine", "screen time", "doomscroll", "doom-scroll", "scrolling", "social media", "bite my nails", "biting my nails", "nail biting", "nail-biting", "snacking", "junk food", "takeaways", "gambling", "cravings", "relapse", "wine", "beer", "spirits", "pints", "less time on", "non-smoker", "smoke-free", "alcohol-free", "tiktok time", "phone time"],
    social: ["call my", "call mum", "call mom", "phone my", "ring my", "grandm", "grandp", "grandparent", "granny", "my parents", "my mum", "my mom", "my dad", "my mother", "my father", "my sister", "my brother", "my family", "my kids", "my children", "my son", "my daughter", "my wife", "my husband", "my partner", "friends", "friend", "visit my", "visit mum", "visit mom", "visit dad", "letter", "pen pal", "penpal", "date night", "volunteer", "food bank", "soup kitchen", "charity shop", "shelter", "church", "go to mass", "sunday mass", "attend mass", "mosque", "synagogue", "temple", "bible study", "choir", "catch up", "keep in touch", "reach out", "lonely", "neighbour", "neighbor", "quality time", "nephew", "niece", "godchild", "care home", "grandad", "granddad", "nana", "auntie", "my aunt", "my uncle", "my cousin", "my godson", "my goddaughter", "call grand", "dinner with my", "lunch with my", "coffee with", "video call", "video-call", "videocall", "facetime", "skype", "zoom call", "write to my", "grandchildren", "grandkids", "grandson", "granddaughter", "godmother", "godfather", "my godchild", "with my neighbour", "with my neighbor", "with the kids", "my best friend", "old friends", "playing cards", "board game"],
    faith: ["pray", "prayer", "rosary", "bible", "scripture", "quran", "koran", "devotion", "worship", "church", "mosque", "synagogue", "temple", "sabbath", "ramadan", "go to mass", "sunday mass", "attend mass", "for lent", "during lent"],
    gift: ["gift", "presents", "christmas present", "birthday present", "christmas shopping", "stocking"],
    pet: ["pet", "pets", "hamster", "rabbit", "hutch", "guinea pig", "cage", "cat litter", "litter tray", "litter box", "the cat", "my cat", "kitten", "fish tank", "aquarium", "budgie", "parrot", "tortoise", "vet", "the dog", "my dog", "dog's", "puppy", "claws", "grooming"],
    talk: ["presentation", "talk at", "give a talk", "speech", "pitch deck", "pitch", "slides", "slide deck", "keynote"],
    job: ["job", "career", "position", "hiring", "interview", "cv", "résumé", "resume", "cover letter", "recruiter", "linkedin", "role", "employer", "offer"],
    language: ["spanish", "french", "german", "japanese", "chinese", "mandarin", "italian", "dutch", "portuguese", "english", "korean", "arabic", "language", "vocabulary", "fluent", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "grammar", "conversation", "speak"],
    exam: ["exam", "test", "certif", "bar", "toefl", "ielts", "gmat", "gre", "jlpt", "revision", "revise", "pass", "study", "studying", "mock", "cfa", "aws"],
    weight: ["weight", "kg", "kilo", "lose", "pounds", "lbs", "body fat", "diet", "calorie", "slim", "waist"],
    count: ["books", "sketches", "drawings", "paintings", "photos", "films", "movies", "poems", "stories", "puzzles", "in a year", "this year", "per year"],
    skill: ["learn", "practi", "piano", "guitar", "violin", "instrument", "cod", "programming", "draw", "sketch", "chess", "cook", "bak", "photograph", "skill", "sing", "dance", "juggl", "knit", "python", "typing"],
    create: ["novel", "album", "thesis", "dissertation", "portfolio", "manuscript", "screenplay", "songs", "chapter", "words", "write", "writing", "draft", "compose", "illustrat", "collection", "comic", "memoir"],
    content: ["podcast", "blog", "newsletter", "youtube", "video", "channel", "episode", "post", "instagram", "article", "publish", "subscribers", "tiktok", "substack", "vlog"],
    org: ["team", "department", "company", "reorgani", "restructur", "org chart", "roles", "merge", "management", "headcount", "layers", "units", "divisions", "reporting lines", "squads", "hierarch"],
    tech: ["migrat", "cloud", "aws", "azure", "database", "server", "system", "infrastructure", "kubernetes", "erp", "crm", "legacy", "software", "data", "platform", "postgres", "on-prem", "monolith", "microservice"],
    process: ["process", "agile", "scrum", "release", "workflow", "culture", "okr", "kanban", "onboarding", "standard", "continuous", "deploy", "retro", "code review", "ways of working", "remote", "hybrid"],
  },

  reply: {
    longer: ["{N} {UNIT} longer", "longer by {N} {UNIT}", "(?:add|another|an extra) {N} {UNIT}(?= (?:to|per|each|a) (?:session|sessions|each|day))"],
    shorter: ["{N} {UNIT} shorter", "shorter by {N} {UNIT}", "{N} {UNIT} less(?! often)"],
    later: ["push|postpone|extend|later|delay|move (?:it|the deadline) (?:back|out)|give (?:me|us) until"],
    insteadOf: ["(?:instead of|rather than|not) (?:the )?{PART}"],
    also: ["also", "as well", "too(?! (?:hard|early|late|much|long|short|soon|tired|busy|tiring|difficult|tough|many|few)(?![\\p{L}]))", "add", "plus", "(?:is|are) (?:fine|ok|okay|possible|good)(?: now| again| too)?", "works? (?:now|again|too)"],
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
    swap: [
      { re: "(?:move|shift|change|switch|swap|replace) {DAY} (?:to|for|with|by) {DAY}", old: "DAY" },
      // "move the Friday session to Thursday", "Friday is out, can you shift it to Thursday?": the day named first moves.
      { re: "(?:move|shift|change|switch|push|put) (?:the |my |our |this |that )?{DAY}(?:'s)?(?: [\\p{L}-]+){0,2} (?:to|for|onto|on) (?:a |the )?{DAY}", old: "DAY" },
      { re: "{DAY}[^.!?]{0,50}? (?:move|shift|switch|put|change|push) (?:it|that|this|them|those|the session|the class) (?:to|on|onto|for) (?:a |the )?{DAY}", old: "DAY" },
      { re: "{DAY} (?:instead of|rather than|not) {DAY}", old: "DAY2" },
      // "can we do Saturday's run on Sunday?": the day named first moves.
      { re: "do (?:the |my |our |this |that )?{DAY}(?:'s)?(?: [\\p{L}-]+){0,2} (?:on|onto) (?:a |the )?{DAY}", old: "DAY" },
    ],
    nthWeekday: ["(?:the )?{ORD} {DAY}"],
    extend: ["{N} more {UNIT}", "another {N} {UNIT}", "{N} (?:extra|additional) {UNIT}", "{N} {UNIT} (?:more|longer|later)", "(?:push|move|extend)(?: it| the deadline| everything)? (?:back |out )?(?:by )?{N} {UNIT}"],
    monthDay: ["(?:on |to )?the {N}(?:st|nd|rd|th)\\b", "(?:on |to )?{N}(?:st|nd|rd|th)\\b"],
  },
};
