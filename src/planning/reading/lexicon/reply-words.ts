/**
 * Small, closed word tables a reply is read with, by language, beside each language's lexicon
 * (these are the reply's own words, not the goal's): "next week", "not / no / off", plain
 * negations, "shorter" and "longer" without an amount, start times moved by an amount ("an hour
 * later"), questions that ask rather than change ("why Tuesday?", "what happens if I miss a day?"),
 * and a change with no amount ("earlier", "the long one") said of some days.
 *
 * Regex sources; in spaced languages they are matched as whole words. Spell word endings out
 * ("(?:longues|longue|long)", not "longue?s?"): V8 in Node 20 misses "plus long" with the optional
 * letters before the whole-word lookahead.
 */
import type { ReadingLanguage } from "../../../contracts/goal-reading.js";

export interface ReplyWords {
  /** "next week", "nächste Woche", "来週". */
  nextWeek: string;
  /** Words that, with "next week", make it a week off ("no", "keine", "休み"). */
  notWords: string;
  /** Plain negations: what is said of a day after them is that it is off ("can't", "nicht", "無理"). */
  negation: string;
  /** "Shorter" and "longer" without an amount. */
  shorter: string;
  longer: string;
  /** Start times moved later / earlier by {N} {UNIT} (templates), for lexicons that have none of their own. */
  laterTime?: string[];
  earlierTime?: string[];
  /**
   * Openers of a question that asks about the plan and changes nothing ("why", "what happens if").
   * Spaced languages: at the start of the reply or of a clause; ja/zh: anywhere. A request worded
   * as a question ("can we start later?") is no such question.
   */
  question: string;
  /** A change with no amount that only makes sense for some days ("earlier", "later", "longer", "the long one"). */
  relative: string;
  /** Words for "everything" / "the whole plan" in "push everything a week". */
  everything: string;
  /**
   * A day of the month alone, with a group N ("the 12th", "am 12.", "le 12", "12日", "12号"): with a
   * "not / no / off" word in the reply it is that day off, the next one to come.
   */
  monthDay: string;
  /** Words right before / after a date that make it the day a change starts, not a deadline ("from next month", "vanaf", "から"). */
  fromBefore: string;
  fromAfter: string;
  /** Two days exchanged ("swap Monday and Wednesday"): templates with {DAY} twice. */
  exchange: string[];
  /**
   * Words that make a reply naming one of the plan's days and one other day a move of that day
   * ("move", "instead", "verschieben", "déplacer", "移"), whatever words sit between: "Déplacer la
   * séance du samedi au dimanche", "Can we do Saturday's run on Sunday instead?".
   */
  move: string;
  /** A day glued to a session noun ("Samstagseinheit", "zaterdagsessie"): a template with {DAY}. */
  dayCompound?: string;
  /** The deadline moved later by {N} {UNIT}, beside the lexicon's own (templates): "alles eine Woche nach hinten schieben". */
  extend?: string[];
  /** One session more / fewer, beside the lexicon's own (templates). */
  more?: string[];
  fewer?: string[];
}

export const REPLY_WORDS: Record<ReadingLanguage, ReplyWords> = {
  en: {
    nextWeek: "next week|the coming week",
    notWords: "no|not|can't|cant|cannot|can not|won't|wont|skip|off|free|away|busy",
    negation: "not|can't|cant|cannot|can not|won't|wont|don't|dont|no longer|never|no more|cancel|skip|drop",
    shorter: "shorter|less long|not as long",
    longer: "(?<!no\\s)longer",
    laterTime: ["{N} {UNIT} later", "(?<N>an|a|one|half an) (?<UNIT>hour) later", "by {N} {UNIT}(?= later)"],
    earlierTime: ["{N} {UNIT} earlier", "(?<N>an|a|one|half an) (?<UNIT>hour) earlier"],
    question: "why|how come|what happens|what if|what does|what's the point|how does|how do i|do i have to|is it ok",
    relative: "earlier|later|longer|shorter|the long one|the short one|long run|long ride|long session",
    everything: "everything|the whole plan|the whole thing|all sessions|it all",
    fromBefore: "from|starting|starting from|as of|beginning",
    fromAfter: "on|onwards",
    exchange: ["(?:swap|switch|exchange|trade|flip) {DAY} and {DAY}", "{DAY} and {DAY} (?:swapped|switched|the other way round)"],
    move: "move|moved|moving|shift|switch|put|push|change|reschedule|instead|rather",
    monthDay: "(?:on )?the (?<N>[12]?\\d|3[01])(?:st|nd|rd|th)?(?! (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
  },
  de: {
    nextWeek: "nächste woche|nächsten woche|kommende woche|kommenden woche",
    notWords: "keine?|nicht|frei|weg|ausfallen|pause|ohne",
    negation: "nicht|keine?|nie|streich(?:e|en)?|absagen",
    shorter: "kürzer(?:e|en)?",
    longer: "länger(?:e|en)?",
    question: "warum|wieso|weshalb|was passiert|was ist,? wenn|was wenn|was bedeutet|wie funktioniert|muss ich",
    relative: "früher|später|(?:längeren|längere|länger)|(?:kürzeren|kürzere|kürzer)|die lange|der lange|den langen|die langen",
    everything: "alles|den ganzen plan|den plan|alle einheiten",
    extend: ["(?:alles|den plan|es|das ganze) (?:um )?{N} {UNIT} nach hinten(?: schieben| verschieben)?", "(?:alles|den plan|das ganze) um {N} {UNIT} (?:verschieben|schieben)"],
    fromBefore: "ab|ab dem|ab der|beginnend|von",
    fromAfter: "an",
    exchange: ["(?:tausch|vertausch)(?:e|en)? (?:den )?{DAY} und (?:den )?{DAY}", "{DAY} und {DAY} (?:tauschen|vertauschen)"],
    move: "verschieb\\p{L}*|verleg\\p{L}*|leg\\p{L}*|tausch\\p{L}*|änder\\p{L}*|statt|anstatt|stattdessen|lieber|besser",
    dayCompound: "{DAY}s?(?:einheit|einheiten|training|termin|sitzung|stunde|kurs|lauf|session|übung|probe|lektion|unterricht)",
    monthDay: "(?:am|den) (?<N>[12]?\\d|3[01])\\.(?!\\s*(?:\\d|jan|feb|mär|apr|mai|jun|jul|aug|sep|okt|nov|dez))",
  },
  fr: {
    nextWeek: "la semaine prochaine|semaine prochaine",
    notWords: "pas|aucune?|sans|libre|absente?|pause",
    // "plus tôt le vendredi" is earlier on Fridays, not "no more Fridays".
    // (No optional letter at the end of the lookahead: V8 in Node 20 lets "plus(?! longue?)" match "plus long".)
    negation: "pas|plus(?! (?:tôt|tard|long|court|souvent))|jamais|annule|annuler|supprime|supprimer",
    shorter: "plus courte?s?|moins longue?s?|raccourcir",
    longer: "plus longue?s?|allonger",
    earlierTime: ["{N} {UNIT} plus tôt", "(?<N>une|1) (?<UNIT>heure) plus tôt"],
    laterTime: ["{N} {UNIT} plus tard", "(?<N>une|1) (?<UNIT>heure) plus tard"],
    question: "pourquoi|que se passe-t-il|qu'est-ce qui se passe|que se passe|qu'arrive-t-il|et si|ça veut dire quoi|comment ça marche",
    relative: "plus tôt|plus tard|plus (?:longues|longue|longs|long)|plus (?:courtes|courte|courts|court)|sortie longue|la longue|séance longue",
    everything: "tout|le plan entier|tout le plan|toutes les séances",
    fromBefore: "à partir du|à partir de la|à partir de|à partir d'|dès le|dès la|dès",
    fromAfter: "zzz",
    exchange: ["(?:échanger|échange|échangez|inverser|inverse|inversez|intervertir|permuter|permute) (?:le )?{DAY} et (?:le )?{DAY}"],
    move: "déplac\\p{L}*|décal\\p{L}*|pass\\p{L}*|mets|mettez|mettre|met|chang\\p{L}*|remplac\\p{L}*|plutôt|au lieu",
    monthDay: "le (?<N>[12]?\\d|3[01])(?:er)?(?! (?:janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc|fois|h|heures?|minutes?))(?![\\d/h])",
  },
  es: {
    nextWeek: "la semana que viene|la próxima semana|la semana próxima|semana que viene",
    notWords: "no|sin|libre|nada|descanso|fuera",
    negation: "no|nunca|cancela|cancelar|quita|quitar",
    shorter: "más cortas?|más cortos?|menos largas?|acortar",
    longer: "más largas?|más largos?|alargar",
    laterTime: ["{N} {UNIT} más tarde", "(?<N>una|1) (?<UNIT>hora) más tarde"],
    earlierTime: ["{N} {UNIT} más temprano", "{N} {UNIT} antes", "(?<N>una|1) (?<UNIT>hora) más temprano"],
    question: "por qué|porqué|qué pasa|qué ocurre|qué sucede|y si|qué significa|cómo funciona",
    relative: "más temprano|más tarde|más (?:largas|larga|largos|largo)|más (?:cortas|corta|cortos|corto)|la larga|sesión larga|tirada larga",
    everything: "todo|el plan entero|todo el plan|todas las sesiones",
    fromBefore: "a partir del|a partir de la|a partir de|desde el|desde la|desde",
    fromAfter: "en adelante",
    exchange: ["(?:intercambia|intercambiar|invierte|invertir|cambia|cambiar) (?:el )?{DAY} y (?:el )?{DAY}"],
    move: "p[aá]s\\p{L}*|mu[eé]v\\p{L}*|mover|c[aá]mbi\\p{L}*|p[oó]n\\p{L}*|en vez|en lugar|mejor",
    monthDay: "(?:el )?día (?<N>[12]?\\d|3[01])(?! de)|el (?<N2>[12]?\\d|3[01])(?! (?:de|veces|horas?|minutos?))(?![\\d/:h])",
  },
  pt: {
    nextWeek: "a próxima semana|na próxima semana|semana que vem",
    notWords: "não|sem|nada|folga|livre|fora",
    negation: "não|nunca|cancela|cancelar|tira|tirar",
    shorter: "mais curtas?|mais curtos?|menos longas?|encurtar",
    longer: "mais longas?|mais longos?|alongar",
    question: "por que|por quê|porquê|o que acontece|e se|o que significa|como funciona",
    relative: "mais cedo|mais tarde|mais (?:longas|longa|longos|longo)|mais (?:curtas|curta|curtos|curto)|a longa|sessão longa|treino longo",
    everything: "tudo|o plano todo|todo o plano|todas as sessões",
    fromBefore: "a partir do|a partir da|a partir de|desde o|desde a|desde",
    fromAfter: "em diante",
    exchange: ["(?:trocar|troca|troque|inverter|inverte|inverta) (?:a |o )?{DAY} e (?:a |o )?{DAY}", "(?:trocar|troca|troque) (?:a |o )?{DAY} com (?:a |o )?{DAY}"],
    move: "pass\\p{L}*|mud\\p{L}*|troc\\p{L}*|põe|ponha|coloc\\p{L}*|em vez|no lugar|ao invés|prefiro",
    monthDay: "(?:no )?dia (?<N>[12]?\\d|3[01])(?! de)(?![\\d/:h])",
  },
  nl: {
    nextWeek: "volgende week|komende week",
    notWords: "geen|niet|vrij|weg|pauze",
    negation: "niet|geen|nooit|schrap|schrappen|annuleer",
    shorter: "korter(?:e)?|inkorten",
    longer: "langer(?:e)?",
    question: "waarom|hoezo|wat gebeurt|wat als|wat betekent|hoe werkt|moet ik",
    relative: "eerder|vroeger|later|(?:langere|langer)|(?:kortere|korter)|de lange|lange sessie|lange duurloop",
    everything: "alles|het hele plan|het plan|alle sessies",
    extend: ["(?:alles|het plan|het geheel) {N} {UNIT} (?:opschuiven|verschuiven|naar achteren|later)"],
    fromBefore: "vanaf|per",
    fromAfter: "af",
    exchange: ["(?:ruil|wissel|verwissel)(?:en)? (?:de )?{DAY} en (?:de )?{DAY}", "{DAY} en {DAY} (?:ruilen|wisselen|omwisselen)"],
    move: "verplaats\\p{L}*|verschuif\\p{L}*|verschuiven|verzet\\p{L}*|zet|schuif|ruil\\p{L}*|verander\\p{L}*|in plaats|liever|wordt",
    dayCompound: "{DAY}(?:sessie|training|les|loop|afspraak|rit|wandeling|repetitie)",
    monthDay: "(?:op )?de (?<N>[12]?\\d|3[01])(?:e|ste|de)(?! (?:jan|feb|maa|apr|mei|jun|jul|aug|sep|okt|nov|dec))",
  },
  ja: {
    nextWeek: "来週",
    notWords: "休み|休む|休|ない|なし|無理|できない",
    negation: "無理|できない|だめ|ダメ|行けない|ない",
    shorter: "短く|短め|短い",
    longer: "長く|長め",
    laterTime: ["{N} ?{UNIT}(?:遅く|遅らせ|後ろ|後に)"],
    earlierTime: ["{N} ?{UNIT}(?:早く|早め|前倒し|前に)"],
    question: "なぜ|どうして|なんで|どうなる|どうなります|どうすれば|どういう意味",
    relative: "早め|早く|遅め|遅く|長め|長く|短め|短く|ロング",
    everything: "全部|すべて|全て|全体|計画全体",
    extend: ["{N} ?{UNIT}(?:後ろに|後ろへ|先に)?(?:ずらし|ずらす|ずらせ|遅らせ|倒し)"],
    fromBefore: "ZZZ",
    fromAfter: "から|以降",
    exchange: ["{DAY}と{DAY}を?(?:入れ替え|交換|逆に|取り替え)"],
    move: "移|変更|変え|ずら|替え|振り替え|じゃなく|ではなく|代わり|にして|にする",
    monthDay: "(?<![月\\d])(?<N>[12]?\\d|3[01])日",
  },
  it: {
    nextWeek: "la settimana prossima|la prossima settimana|settimana prossima|prossima settimana",
    notWords: "no|non|senza|niente|libero|libera|riposo|pausa|via",
    negation: "non|mai|annulla|annullare|togli|togliere|elimina|eliminare",
    shorter: "più brevi|più breve|più corte|più corta|più corti|più corto|meno lunghe|meno lunga|accorciare|accorcia",
    longer: "più lunghe|più lunga|più lunghi|più lungo|allungare",
    question: "perché|perchè|come mai|cosa succede|che succede|e se|cosa significa|che vuol dire|come funziona|devo",
    relative: "più presto|prima|più tardi|dopo|più (?:lunghe|lunga|lunghi|lungo)|più (?:brevi|breve|corte|corta)|il lungo|la lunga|sessione lunga|uscita lunga",
    everything: "tutto|tutto il piano|il piano intero|tutte le sessioni",
    fromBefore: "a partire dal|a partire dalla|a partire da|dal|dalla|da",
    fromAfter: "in poi",
    exchange: ["(?:scambia|scambiare|inverti|invertire) (?:il |la )?{DAY} e (?:il |la )?{DAY}", "(?:scambia|scambiare) (?:il |la )?{DAY} con (?:il |la )?{DAY}"],
    move: "spost\\p{L}*|sposta|spostare|cambi\\p{L}*|mett\\p{L}*|metti|passa|passare|anticip\\p{L}*|posticip\\p{L}*|invece|piuttosto|al posto",
    monthDay: "(?:il )?giorno (?<N>[12]?\\d|3[01])(?! (?:di )?(?:gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic))(?![\\d/:h])|il (?<N2>[12]?\\d|3[01])(?! (?:di )?(?:gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic|volte|ore|ora|minuti))(?![\\d/:h.])",
  },
  zh: {
    nextWeek: "下周|下週|下个星期|下個星期|下星期",
    notWords: "不|没|沒|休息|暂停|暫停|放假",
    negation: "不|没|沒",
    shorter: "短一点|短一些|短些|短点|缩短|縮短",
    longer: "长一点|長一點|长一些|长些|长点",
    laterTime: ["晚{N} ?{UNIT}", "推迟{N} ?{UNIT}(?:开始|開始)", "{N} ?{UNIT}(?:以)?后(?:开始|開始)"],
    earlierTime: ["早{N} ?{UNIT}", "提前{N} ?{UNIT}(?:开始|開始)"],
    question: "为什么|為什麼|为啥|為啥|怎么办|怎麼辦|会怎样|會怎樣|会怎么样|會怎麼樣|什么意思|什麼意思",
    relative: "早一点|早一點|早点|早點|晚一点|晚一點|晚点|晚點|长一点|長一點|短一点|短一點|长的那次|長的那次",
    everything: "全部|所有|整个计划|整個計畫",
    fromBefore: "从|從|自",
    fromAfter: "起|开始|開始|以后|以後",
    exchange: ["{DAY}(?:和|与|與|跟){DAY}(?:对调|對調|互换|互換|交换|交換|调换|調換|换一下|換一下)", "(?:对调|對調|互换|互換|交换|交換)(?:一下)?{DAY}(?:和|与|與|跟){DAY}"],
    move: "改|换|換|挪|调|調|移|代替|替换|替換",
    monthDay: "(?<![月\\d])(?<N>[12]?\\d|3[01])(?:号|號|日)",
    more: ["增加次数", "增加次數", "多练几次", "多練幾次"],
    fewer: ["减少次数", "減少次數", "少练几次", "少練幾次", "次数少一点", "次數少一點"],
  },
};

/** The reply words for a language (English when it has none). */
export function replyWords(lang: string): ReplyWords {
  return REPLY_WORDS[lang as ReadingLanguage] ?? REPLY_WORDS.en;
}
