/**
 * The plan's title: a short summary of the goal in the person's words — what they want, without
 * the when, how often and how long the reader already took from it ("Learn to sketch on weekday
 * lunch breaks, 12:30-13:30, until the end of March" → "Learn to sketch"), without the list after
 * a colon or dash ("Launch my bakery's online shop by March 1: pick a platform, …" → "Launch my
 * bakery's online shop") and without fragments of times.
 *
 * It works on the reading alone (its title, the first sentence, and the phrases each field was
 * read from): nothing here reads the goal's text for constraints.
 */
import type { GoalReading } from "../../contracts/goal-reading.js";
import { cleanTitle } from "./words.js";

/** Fields whose phrases say when, how often or how long — not what. */
const CONSTRAINT_FIELDS = ["deadline", "horizon_days", "start", "cadence", "days", "excluded_days", "excluded_dates", "windows", "not_before", "not_after", "fixed_times", "session_minutes", "total_effort_minutes"];

/** Words that only tie such a phrase to the sentence ("by", "bis zum", "d'ici", "antes del", …), longest first. */
const CONNECTORS = [
  // en
  "by", "until", "till", "before", "on", "at", "in", "from", "for", "within", "every", "each", "starting", "around", "about", "between", "after",
  // de
  "bis zum", "bis zur", "bis", "vor dem", "vor der", "vor", "am", "um", "ab dem", "ab", "im", "innerhalb von", "von", "zum", "zur", "jeden", "jede", "nach",
  // fr
  "d'ici", "d’ici", "avant le", "avant la", "avant", "le", "la", "les", "à", "au", "aux", "dans", "dès le", "dès", "pour le", "pour", "en", "chaque", "tous les", "toutes les", "du",
  // es
  "antes del", "antes de", "para el", "para", "el", "los", "las", "a las", "a la", "desde el", "desde", "hasta el", "hasta", "cada", "todos los", "todas las", "del",
  // pt
  "até", "antes do", "antes da", "no", "na", "nos", "nas", "às", "aos", "para o", "para a", "do", "da", "todo", "toda", "todos os", "todas as",
  // nl
  "tegen de", "tegen het", "tegen", "voor de", "voor het", "voor", "vóór", "op", "om", "binnen", "vanaf", "elke", "elk", "tot",
  // it (only words no other language here has)
  "entro il", "entro la", "entro", "prima del", "prima della", "prima di", "il", "ogni", "tutti i", "tutte le", "nel", "nei", "nella", "fino al", "fino alla", "dal", "dalla",
].sort((a, b) => b.length - a.length);

/** Words that tie a phrase into a CJK sentence before it ("在6月前", "于周末"). */
const CJK_HEAD = "(?:在|于|從|从)?";

/** Particles that tie a phrase into a CJK sentence after it ("今年度中に", "12月20日の", "朝食後と"). */
const CJK_TAIL = "(?:だけ|のみ|までに|までで|まで|から|には|以内|以后|以後|之前|以前|为止|為止|に|で|の|と|前|内|中|起|后|和|里)?";

/** Counts, rhythms and "only" in a CJK sentence ("每周…5次", "每次45分钟", "只在", "だけ"): what is left is the activity. */
const CJK_COUNTING = /(?:每|毎)(?:周|週|天|日|月|次)?|(?:\d+|[一二三四五六七八九十两兩半]+)\s*(?:次|回|遍|个小时|個小時|分钟|分鐘|分|小时|小時|時間)|只在|只|仅|僅|だけ|のみ/gu;

/** Clock times and ranges in any of the languages ("12:30-13:30", "de 10 a 14 h", "van 19.30 tot 21.00 uur", "午後7時から", "早上7点"). */
const TIME = "\\d{1,2}(?:[:.h]\\d{2}(?!\\d))?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|uur|h|u)?";
const TIME_RANGE = new RegExp(`(?:(?<![\\p{L}])(?:from|between|van|von|de|das|des|entre|vanaf|ab)\\s+)?(?<![\\p{L}\\d])${TIME}\\s*(?:-|–|to|and|tot|bis|a|à|às|y|e|et|und)\\s*${TIME}(?![\\p{L}\\d])(?:\\s*(?:uur|uhr|h))?`, "giu");
const CJK_TIME = /(?:早上|上午|中午|下午|晚上|夜里|午前|午後|朝|夜)?\s*(?<!\d)\d{1,2}\s*(?:点|時|时)(?:半|\d{1,2}分)?(?:から|まで|以后|以後|前|后|に)?/gu;
/** Leftovers of a session length ("45 minutes each time"). */
const LENGTH_LEFTOVER = /(?<![\p{L}])(?:each time|every time|per session|each session|a session|jedes mal|pro einheit|pro sitzung|pro training|à chaque fois|chaque fois|par séance|cada vez|por sesión|por sessão|por vez|toda vez|cada sessão|telkens|per sessie|per keer|ogni volta|a sessione|per sessione|ogni sessione|每次)(?![\p{L}])/giu;

/**
 * How people begin a goal without saying anything about it ("I want to", "Ich möchte", "Quiero",
 * "我想"): the title starts with what they want. Only at the very start, and only when words follow.
 */
const LEAD_IN_WORDS =
    [
      // en
      // Fillers people open with ("ok so basically", "honestly,", "this year"), then the lead-in proper.
      "(?:(?:ok(?:ay)?|so|well|basically|honestly|right|alright|hi|hey|this year|next year)[,!]?\\s+)*(?:i(?:'d| would)? (?:really )?(?:want|like|love|hope|plan|aim|need|wish)(?: to)?|i(?:'ve| have) (?:always )?(?:been meaning|been wanting|wanted|meant) to|i(?:'ve| have) decided to|i(?:'m| am) (?:finally )?(?:going|hoping|trying|planning|determined) to)",
      "i'm (?:going|hoping|trying|planning) to",
      "i am (?:going|hoping|trying|planning) to",
      "i wanna",
      "my (?:goal|aim|plan) (?:is|for this year is) to",
      // de
      "ich (?:möchte|will|würde gern(?:e)?|werde|muss|plane|hoffe)(?: gern(?:e)?)?",
      "mein ziel ist(?: es)?,?",
      "(?:möchte|will|werde|muss|plane) ich(?: gern(?:e)?)?",
      // fr
      "je (?:veux|voudrais|souhaite|vais|dois|compte|aimerais|espère)",
      "j'(?:aimerais|ai envie d[e']|espère)",
      "mon (?:objectif|but) est d[e']",
      // es
      "(?:yo )?(?:quiero|quisiera|necesito|voy a|pienso|espero)",
      "me gustaría",
      "mi (?:objetivo|meta) es",
      // pt
      "(?:eu )?(?:quero|queria|preciso|vou|pretendo|espero)",
      "(?:eu )?gostaria de",
      "meu (?:objetivo|plano) é",
      // nl
      "ik (?:wil|zou graag|ga|moet|hoop|probeer)(?: graag)?",
      "mijn doel is(?: om)?",
      // it
      "(?:io )?(?:voglio|vorrei|devo|spero di|conto di|ho intenzione di|ho deciso di)",
      "mi piacerebbe",
      "il mio (?:obiettivo|piano) è(?: di)?",
    ].join("|");
const LEAD_IN = new RegExp(`^(?:${LEAD_IN_WORDS})\\s+(?=\\S)`, "iu");
/** The same lead-in after a short opening about when ("Starting January 4 I want to…", "A partir del 1 de febrero quiero…"). */
const LATE_LEAD_IN = new RegExp(`(?<![\\p{L}'’])(?:${LEAD_IN_WORDS})\\s+(?=\\S)`, "iu");
const CJK_LEAD_IN = /^(?:我(?:想要|想|要|希望|打算|计划|準備|准备)|私は)\s*/u;

/** The title without a lead-in ("I want to run a half marathon" → "run a half marathon"). */
function withoutLeadIn(title: string): string {
  let t = title.replace(LEAD_IN, "").replace(CJK_LEAD_IN, "");
  if (t === title) {
    // An opening of a few words that holds a number or ends in a comma is about when, not what.
    const m = LATE_LEAD_IN.exec(title);
    const opening = m ? title.slice(0, m.index).trim() : "";
    if (m && m.index > 0 && opening.split(/\s+/).length <= 7 && (/\d/.test(opening) || /,$/.test(opening))) t = title.slice(m.index + m[0].length);
  }
  return t.trim().length >= 2 ? t : title;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LATIN = /\p{Script=Latin}/u;
const CLAUSE = /\s*(?:[;、，；]|,(?!\d))\s*/u;

/** Fields whose phrase may be a lone piece of a longer one ("jeden", "cada", "tous" of "jeden Morgen", "cada día"). */
const PIECES = new Set(["cadence", "days", "windows"]);

/** A phrase to take out: not a lone short word of a rhythm (it is a piece of a longer phrase the reader matched). */
function usable(field: string, p: string): boolean {
  const t = p.trim();
  if ([...t].length < 2) return false;
  return !(PIECES.has(field) && LATIN.test(t) && !/\s/.test(t) && !/\d/.test(t) && t.length <= 6);
}

/** The title without the phrases the reader took as constraints (all but `keep`), with the words that tied them in. */
function withoutConstraints(title: string, given: Readonly<Record<string, string>>, keep: readonly string[] = []): string {
  const sources = withRhythmWord(title, given);
  const fieldOf = new Map<string, string>();
  const phrases = [
    ...new Set(
      CONSTRAINT_FIELDS.filter((f) => !keep.includes(f)).flatMap((f) =>
        (sources[f] ?? "")
          .split(/;\s*/)
          .map((p) => p.trim().replace(/[.!?。]+$/u, ""))
          .filter((p) => usable(f, p))
          .map((p) => (fieldOf.has(p) || fieldOf.set(p, f), p)),
      ),
    ),
  ].sort((a, b) => b.length - a.length);
  // The words that tie the phrase in, and an elided article ("d'ici l'été").
  // A tie is a word of its own: the "am" of "7am" is no German "am" ("at 7am for an hour" was left "at 7").
  const lead = `(?:(?<![\\p{L}\\p{N}'’])(?:${CONNECTORS.map(escape).join("|")})\\s+){0,3}(?:[ld]['’])?`;
  let t = title;
  for (const p of phrases) {
    const body = escape(p).replace(/\s+/g, "\\s+");
    const latin = LATIN.test(p);
    // Latin phrases stand as whole words; CJK phrases have no spaces to stand between.
    // A date's own "next"/"this" ("décembre prochain" read as "décembre") goes with it.
    const [which, after] = DATE_FIELDS.has(fieldOf.get(p) ?? "") ? [WHICH_BEFORE, WHICH_AFTER] : ["", ""];
    const re = latin ? new RegExp(`${lead}${which}(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])${after}`, "giu") : new RegExp(`${CJK_HEAD}${which ? CJK_WHICH : ""}${body}${CJK_TAIL}`, "gu");
    t = t.replace(re, latin ? " " : "");
  }
  // "até dezembro do ano que vem" read as "dezembro": the year words left behind belong to the deadline.
  if (sources.deadline) t = t.replace(YEAR_LEFTOVER, " ").replace(CJK_YEAR_LEFTOVER, "");
  return t.replace(TIME_RANGE, " ").replace(CJK_TIME, "").replace(LENGTH_LEFTOVER, " ").replace(HOW_LONG_WANTED, " ");
}

/**
 * The reader may take a rhythm's word apart from the days or time it goes with ("elke" and
 * "zondag" of "Elke zondag de badkamer schoonmaken", "ogni" and "sabato", "毎" and "朝6時に"): each
 * alone is a lone piece no title loses, so the title kept "Elke zondag", "ogni sabato", or was
 * left with "Iedere zwemmen", "毎ジョギングを". Where the rhythm word stands right before the days
 * or the time in the title, the two are one phrase of the days (or times) field.
 */
function withRhythmWord(title: string, sources: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const pieces = (sources.cadence ?? "").split(/;\s*/).map((p) => p.trim()).filter((p) => p && !/\s/.test(p));
  if (!pieces.length) return sources;
  const out: Record<string, string> = { ...sources };
  for (const field of ["days", "fixed_times", "windows"]) {
    const extra: string[] = [];
    for (const d of (sources[field] ?? "").split(/;\s*/).map((p) => p.trim()).filter(Boolean)) {
      for (const c of pieces) {
        // Latin words stand apart; CJK ones have no spaces to stand between.
        const [before, after] = LATIN.test(c) ? ["(?<![\\p{L}])", "(?![\\p{L}])"] : ["", ""];
        const m = new RegExp(`${before}${escape(c)}\\s*${escape(d).replace(/\s+/g, "\\s+")}${after}`, "iu").exec(title);
        if (m) extra.push(m[0]);
      }
    }
    if (extra.length) out[field] = [...extra, sources[field]!].join("; ");
  }
  return out;
}

/** Fields whose phrase is a date: the words that say which one ("next", "prochain", "que vem") belong to it. */
const DATE_FIELDS = new Set(["deadline", "start"]);
const WHICH_BEFORE = "(?:(?<![\\p{L}])(?:next|this|this coming|the coming|nächsten|nächster|kommenden|diesen|(?:el |o |no )?próxim[oa]|este|volgende|komende|deze|(?:il )?prossim[oa])\\s+)?";
const WHICH_AFTER = "(?:\\s+(?:prochaine?|qui vient|que vem|que viene|próxim[oa]|prossim[oa]|nächsten|nächster|dieses jahres|de cette année|de este año|deste ano|van dit jaar|this year|of this year)(?![\\p{L}]))?";

/** The week, month or year a CJK date's day or month belongs to, right before it ("来週の" of "来週の金曜までに", "下个月"). */
const CJK_WHICH = "(?:(?:再来週|来週|今週|下周|下週|这周|這週|本周|来月|今月|下个月|下個月|这个月|這個月|本月|来年|今年|明年)(?:の|的)?)?";

/** How long the person has wanted it ("meaning to get back into piano for ages"): no part of the goal. */
const HOW_LONG_WANTED = /(?<![\p{L}])(?:for (?:ages|years|months|a while|a long time|so long|quite some time)|seit (?:jahren|ewigkeiten|langem)|depuis (?:des années|longtemps)|desde hace (?:años|tiempo)|há (?:anos|muito tempo)|al jaren|al lang|da anni|da tanto tempo)(?![\p{L}])/giu;

/** Year words a deadline phrase leaves behind when the reader took only its month ("do ano que vem", "of next year"). */
const YEAR_LEFTOVER = /(?<![\p{L}])(?:of next year|next year|of this year|this year|des nächsten jahres|nächsten jahres|im nächsten jahr|nächstes jahr|dieses jahres|de l'année prochaine|l'année prochaine|l'an prochain|de cette année|del año que viene|del próximo año|el año que viene|de este año|do ano que vem|do próximo ano|deste ano|van volgend jaar|volgend jaar|van dit jaar|dell'anno prossimo|del prossimo anno|l'anno prossimo|di quest'anno)(?![\p{L}])/giu;

/** The same in CJK ("来年の3月までに" read as "3月"): the year word and its particle. */
const CJK_YEAR_LEFTOVER = /(?:再来年|来年|今年|明年|後年|后年)(?:度)?(?:の|的)?/gu;

/** The part before a list (a colon, or a dash between words): the goal, not its items. */
function beforeList(title: string): string {
  const m = /(?<!\d)\s*[:：](?!\d)|\s+[—–-]\s+/u.exec(title);
  if (!m || m.index === 0) return title;
  const head = title.slice(0, m.index).trim();
  const words = LATIN.test(head) ? head.split(/\s+/).length : [...head].length / 2;
  return words >= 2 ? head : title;
}

/** Words left hanging at a clause's end: ties, elided articles, "about" cut from its number ("(ca. 35 Leute)" read up to "ca"). */
const TRAILING_TIE = new RegExp(`(?:^|\\s+)(?:${CONNECTORS.map(escape).join("|")}|de|des|el|l['’]|d['’]|during|durante|pendant|während|gedurende|over|per|ca|approx|etwa|ungefähr|jeweils|env|environ|aprox|cerca de|ongeveer|ca\\.)$`, "iu");

/** A clause without stray punctuation, spaces and words left hanging at its end, its letters as they were (cleanTitle capitalises). */
function tidy(clause: string): string {
  let t = clause.replace(/\s+/g, " ").replace(/\(\s*\)/g, "");
  for (let i = 0; i < 3; i++) t = t.replace(/^[\s.,;:!?–—-]+|[\s,;:–—-]+$/gu, "").replace(TRAILING_TIE, "").replace(CJK_TRAILING_OBJECT, "").trim();
  return t;
}

/** An object particle left at a Japanese clause's end once the length after it is out ("ジョギングを30分" → "ジョギングを"). */
const CJK_TRAILING_OBJECT = /(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー])を$/u;

/** Only words that tie phrases in ("das às", "van tot"): nothing of the goal left. */
function onlyConnectors(clause: string): boolean {
  const words = clause.toLowerCase().split(/\s+/).filter(Boolean);
  const ties = new Set(CONNECTORS.flatMap((c) => c.split(" ")).concat(["de", "des", "das", "van", "and", "und", "et", "y", "e", "en"]));
  return words.length > 0 && words.every((w) => ties.has(w));
}

/** A short summary of the goal for the plan's title, in the person's words (`fallback` when nothing is left); the fields in `keep` stay in it. */
export function summaryTitle(reading: Pick<GoalReading, "title" | "sources">, fallback: string, max = 60, keep: readonly string[] = []): string {
  const source = reading.title.trim();
  const cut = source.endsWith("…");
  // The first sentence: the goal; what follows is about the person's time.
  const first = source.replace(/…$/u, "").split(/(?<!\d)[.!?](?=\s+\p{Lu})|[。！？\n]/u)[0]!.trim();
  // The lead-in again once the phrases before it are out ("Starting January 4, I want to run…").
  const stripped = beforeList(withoutLeadIn(tidy(withoutConstraints(beforeList(withoutLeadIn(first || source)), reading.sources, keep))));
  const clauses = stripped.split(CLAUSE).map(tidy);
  const latin = LATIN.test(source);
  // A clause the phrases took all meaning from ("…, eine", "…, das às") goes, and so does the cut-off last one; the first stays.
  const meaningful = clauses.filter((c, i) => {
    if (i === 0) return c.length > 0;
    if (cut && i === clauses.length - 1) return false;
    if (!c || onlyConnectors(c)) return false;
    return LATIN.test(c) ? c.split(/\s+/).length > 1 : [...c].length > 2;
  });
  // A few words: the first clause says what the goal is; later ones ("…, I have never run before",
  // "…, los domingos") are context, added only while the title says too little on its own.
  // A clause that only gives a reason ("4月から就活が本格化するので", "Since I move in May") is no goal when another clause follows.
  const REASON = /(?:ので|から|ため|けど|けれど)$|^(?:因为|由于|既然)|^(?:since|because|as|weil|da|parce que|puisque|comme|porque|como|ya que|já que|omdat|aangezien|want)\s/iu;
  if (meaningful.length > 1 && REASON.test(meaningful[0]!)) meaningful.shift();
  const enough = (t: string) => (LATIN.test(t) ? t.split(/\s+/).filter(Boolean).length >= 3 : [...t].length >= 5);
  const kept: string[] = [];
  for (const c of meaningful) {
    if (kept.length && enough(kept.join(" "))) break;
    kept.push(c);
  }
  const summary = cleanTitle(kept.join(latin ? ", " : "、"), "", max);
  if ([...summary].length >= (latin ? 3 : 2)) return summary;
  // Nothing of substance left in a CJK sentence whose rhythm phrase holds the activity ("每周训练5次"): the activity.
  if (!latin) {
    const activity = withoutLeadIn(first || source).replace(CJK_TIME, "").replace(CJK_COUNTING, "").split(CLAUSE).map(tidy).find((c) => [...c].length >= 2);
    if (activity) return cleanTitle(activity, fallback, max);
  }
  // Nothing of substance left: the first sentence, without times.
  return cleanTitle(source.replace(TIME_RANGE, " ").replace(CJK_TIME, ""), fallback, max);
}

/**
 * Words that set a limit right before its amount ("cut down to 2 coffees", "at most 2 beers",
 * "auf 2 Tassen", "à 2 cafés", "a 2 cafés", "non più di 2", "maximaal 2", "no máximo 2"), longest first.
 */
const LIMIT_WORDS = [
  // en
  "down to", "to", "at most", "no more than", "not more than", "max", "maximum", "under", "below", "less than", "only",
  // de
  "auf", "höchstens", "maximal", "nur noch", "nur", "weniger als", "nicht mehr als",
  // fr
  "à", "au plus", "au maximum", "maximum", "pas plus de", "plus de", "moins de", "seulement",
  // es
  "a", "como máximo", "máximo", "no más de", "menos de", "solo", "sólo",
  // it
  "al massimo", "massimo", "non più di", "meno di",
  // nl
  "naar", "tot", "maximaal", "hooguit", "niet meer dan", "minder dan",
  // pt
  "para", "no máximo", "não mais que", "não mais de", "menos que",
].sort((a, b) => b.length - a.length);

/** Small amounts said in words ("two coffees", "zwei Tassen", "une heure"). */
const AMOUNT_WORDS = [
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "half an?",
  "eine[nm]?", "ein", "zwei", "drei", "vier", "fünf", "sechs", "zehn", "einer halben",
  "une?", "deux", "trois", "quatre", "cinq", "six", "dix", "une demi",
  "una?", "uno", "dos", "tres", "cuatro", "cinco", "seis", "diez", "media",
  "due", "tre", "quattro", "cinque", "sei", "dieci", "mezz'ora",
  "één", "een", "twee", "drie", "vier", "vijf", "zes", "tien", "half",
  "uma?", "dois", "duas", "três", "quatro", "seis", "dez", "meia",
];

const LIMIT = new RegExp(`(?<![\\p{L}'’])(?:${LIMIT_WORDS.map(escape).join("|")})\\s+((?:\\d+(?:[.,]\\d+)?|(?:${AMOUNT_WORDS.join("|")})(?![\\p{L}]))[^,;]*)`, "iu");

/** A verb left at the end of a German or Dutch clause ("auf 2 Tassen Kaffee am Tag reduzieren"): no part of the limit. */
const CLAUSE_END_VERB = /\s+(?:zu\s+)?\p{Ll}+(?:en|ern|eln)$/u;

/**
 * The limit a habit is cut down to, as the title says it ("Cut down to 2 coffees a day" → "2
 * coffees a day", "Bildschirmzeit auf 2 Stunden am Tag reduzieren" → "2 Stunden am Tag"), or null
 * when the title sets none (quitting, "stop biting my nails"): a limit word right before an amount,
 * holding the amount or rhythm the reader took from the goal (`sources`: "2 coffees a day", "a
 * day", "on weekdays") — a check-in's time ("bilan chaque soir à 21 heures") is no limit.
 */
export function habitLimit(title: string, language: string, sources: Readonly<Record<string, string>>): string | null {
  const m = LIMIT.exec(title);
  if (!m) return null;
  let t = m[1]!.trim();
  // The limit ends with its clause ("…, and no coffee after 3pm" is another matter).
  t = t.split(/\s+(?:and|und|et|y|e)\s+(?=\p{L})/u)[0]!.trim();
  const verbLast = language === "de" || language === "nl";
  for (let i = 0; i < 2 && verbLast && CLAUSE_END_VERB.test(t) && t.split(/\s+/).length > 2; i++) t = t.replace(CLAUSE_END_VERB, "");
  t = t.replace(/[\s.!?]+$/u, "");
  if (!/\p{L}/u.test(t) || t.split(/\s+/).length < 2) return null;
  const lower = t.toLocaleLowerCase();
  const said = AMOUNT_FIELDS.flatMap((f) => (sources[f] ?? "").split(/;\s*/)).map((p) => p.trim().toLocaleLowerCase()).filter((p) => p.length >= 2);
  return said.some((p) => lower.includes(p)) ? t : null;
}

/** Fields whose phrase a limit holds ("2 coffees a day", "1 hour", "on weekdays"). */
const AMOUNT_FIELDS = ["cadence", "session_minutes", "days"];

/**
 * Fields whose phrases say how much of a habit is left when it is cut down to a limit ("2 coffees
 * a day", "1 hour", "on weekdays"; "à 1 heure" in "à 1 heure par jour" may be read as a time).
 */
const LIMIT_FIELDS = [...AMOUNT_FIELDS, "fixed_times"];

/**
 * The title of a habit cut down to a limit: the summary with the limit kept ("Cut down to 2
 * coffees a day", not "Cut down"). Null when the goal sets no limit (the plain summary stands).
 */
export function limitTitle(reading: Pick<GoalReading, "title" | "sources" | "language">, fallback: string, max = 60): string | null {
  const t = summaryTitle(reading, fallback, max, LIMIT_FIELDS);
  return habitLimit(t, reading.language, reading.sources) ? t : null;
}
