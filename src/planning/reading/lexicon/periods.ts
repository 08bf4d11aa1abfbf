/**
 * Words that make a date or a range of dates a time *off* ("I'm away Jan 10–17", "Urlaub vom 10.
 * bis 17. Januar", "1月10日から17日まで出張"), per language, as data for extract-periods.ts.
 *
 * Kept beside the lexicons rather than in them so that one table shows every language's words for
 * the same idea side by side; the engine reads them like any lexicon list (regex sources, blanks
 * written out, matched on normalised lowercase text).
 */
import type { ReadingLanguage } from "../../../contracts/goal-reading.js";

export interface PeriodWords {
  /** A clause with one of these and a date says the date is off ("away", "no sessions", "skip"). */
  off: string[];
  /** Between two dates: the second ends a range that starts at the first ("to", "bis", "から"); after a
   *  `rangeOpen` word the `listAnd` words join a range too ("between 24 Dec and 2 Jan"). */
  rangeJoin: string[];
  /** Off words that stop the work even when the person is somewhere else ("no sessions", "skip"); without one, a trip to a known city is travel, not time off. */
  stop: string[];
  /** Joins a list of days ("24 and 31", "24. und 31."). */
  listAnd: string[];
  /** Before the first of two dates of a range ("between", "from", "vom"); optional. */
  rangeOpen: string[];
  /** "the week of …", "die Woche von …": the Monday-to-Sunday week around the date that follows. */
  weekOf: string[];
  /** Before a month that is when sessions happen, right after the sessions' phrase ("3 sessions in March", "samstags im März"). */
  inMonth: string[];
  /** Easter as a period off ("over Easter", "Osterferien"): Holy Monday to Easter Monday. */
  easter: string[];
  /** The Christmas holidays as a period off ("over Christmas", "zwischen den Jahren"): 24 Dec to 1 Jan. */
  christmas: string[];
}

export const PERIOD_WORDS: Record<ReadingLanguage, PeriodWords> = {
  en: {
    stop: ["not (?:on|in|from|between|during)", "no [\\p{L}-]+ (?:on|between|during|over)", "no (?:sessions?|training|practi[cs]e|runs?|study|lessons?|classes|workouts?|work(?:ing)?)", "skip", "(?:a )?break", "pause", "off", "on (?:a )?(?:holiday|vacation|leave)", "not available", "unavailable", "except", "apart from", "other than", "excluding", "nothing (?:on|during|between)"],
    listAnd: ["and", "&"],
    off: [
      "not (?:on|in|from|between|during)", "no [\\p{L}-]+ (?:on|between|during|over)",
      "away", "travel(?:l)?ing", "on (?:a )?(?:holiday|vacation|trip|business trip|leave)", "off", "no (?:sessions?|training|practi[cs]e|runs?|study|lessons?|classes|workouts?|work(?:ing)?)",
      "skip", "(?:a )?break", "pause", "not available", "unavailable", "out of (?:town|office|the country)", "except", "apart from", "other than", "excluding", "nothing (?:on|during|between)",
    ],
    rangeJoin: ["-", "–", "to", "until", "till", "through", "thru"],
    rangeOpen: ["between", "from"],
    weekOf: ["the week of", "week of", "the week around", "the week before", "the week after"],
    inMonth: ["in", "during"],
    easter: ["easter(?: week| holidays?| break)?", "holy week"],
    christmas: ["christmas (?:holidays?|break|week)", "over christmas", "the holidays", "between christmas and new year(?:'s)?", "christmas to new year(?:'s)?", "xmas (?:holidays?|break)"],
  },
  de: {
    stop: ["nicht (?:am|an|vom|von|zwischen)", "keine? [\\p{L}-]+ (?:am|an|vom|von|zwischen|über)", "keine (?:einheiten|termine|sessions?|trainings?|läufe|übungen|stunden)", "kein training", "pause", "urlaub", "ferien", "nicht verfügbar", "außer", "ausgenommen", "ohne"],
    listAnd: ["und", "&"],
    off: [
      "nicht (?:am|an|vom|von|zwischen)", "keine? [\\p{L}-]+ (?:am|an|vom|von|zwischen|über)",
      "urlaub", "ferien", "verreist", "unterwegs", "weg", "auf reisen", "dienstreise", "geschäftsreise", "keine (?:einheiten|termine|sessions?|trainings?|läufe|übungen|stunden)", "kein training",
      "pause", "nicht da", "nicht verfügbar", "außer", "ausgenommen", "ohne",
    ],
    rangeJoin: ["-", "–", "bis(?: zum)?"],
    rangeOpen: ["vom", "von", "zwischen dem", "zwischen"],
    weekOf: ["die woche vom", "die woche von", "in der woche vom", "woche vom"],
    inMonth: ["im", "in", "während des", "während"],
    easter: ["ostern", "osterferien", "osterwoche", "karwoche"],
    christmas: ["weihnachtsferien", "über weihnachten", "zwischen den jahren", "weihnachten bis neujahr", "zwischen weihnachten und neujahr"],
  },
  fr: {
    stop: ["pas (?:le|les|du|des|entre)", "pas de [\\p{L}-]+ (?:le|les|du|des|entre|pendant)", "pas de séances?", "pas d'entraînement", "pause", "en vacances", "en congé", "sauf", "hors", "excepté", "indisponible", "pas disponible", "sans séance"],
    listAnd: ["et"],
    off: [
      "pas (?:le|les|du|des|entre)", "pas de [\\p{L}-]+ (?:le|les|du|des|entre|pendant)",
      "en vacances", "en congé", "absente?", "en voyage", "en déplacement", "pas de séances?", "pas d'entraînement", "pause", "sauf", "hors", "excepté", "indisponible", "pas disponible", "sans séance",
    ],
    rangeJoin: ["-", "–", "au", "jusqu'au"],
    rangeOpen: ["du", "entre le", "entre"],
    weekOf: ["la semaine du", "semaine du"],
    inMonth: ["en", "au mois de", "pendant le mois de", "pendant"],
    easter: ["pâques", "vacances de pâques", "semaine sainte"],
    christmas: ["vacances de noël", "pendant les fêtes", "entre noël et (?:le )?nouvel an", "les fêtes de fin d'année"],
  },
  es: {
    stop: ["no (?:el|los|del|desde el|entre)", "sin [\\p{L}-]+ (?:el|los|del|entre|durante)", "sin sesiones", "sin entrenar", "sin entrenamiento", "descanso", "pausa", "de vacaciones", "excepto", "salvo", "no disponible"],
    listAnd: ["y"],
    off: [
      "no (?:el|los|del|desde el|entre)", "sin [\\p{L}-]+ (?:el|los|del|entre|durante)",
      "de vacaciones", "de viaje", "fuera", "sin sesiones", "sin entrenar", "sin entrenamiento", "descanso", "pausa", "excepto", "salvo", "no (?:estoy|estaré|puedo)", "no disponible",
    ],
    rangeJoin: ["-", "–", "al", "hasta el", "a"],
    rangeOpen: ["del", "desde el", "entre el", "entre"],
    weekOf: ["la semana del", "semana del"],
    inMonth: ["en", "durante"],
    easter: ["semana santa", "pascua"],
    christmas: ["vacaciones de navidad", "en navidades", "en navidad", "entre navidad y año nuevo", "las fiestas"],
  },
  pt: {
    stop: ["não (?:no|nos|de|do|dos|entre)", "sem [\\p{L}-]+ (?:no|nos|de|do|dos|entre|durante)", "sem sessões", "sem treinos?", "pausa", "folga", "de férias", "exceto", "indisponível"],
    listAnd: ["e"],
    off: [
      "não (?:no|nos|de|do|dos|entre)", "sem [\\p{L}-]+ (?:no|nos|de|do|dos|entre|durante)",
      "de férias", "viajando", "de viagem", "fora", "sem sessões", "sem treinos?", "pausa", "folga", "exceto", "menos", "indisponível", "não (?:estou|estarei|posso)",
    ],
    rangeJoin: ["-", "–", "a", "até"],
    rangeOpen: ["de", "do", "desde", "entre"],
    weekOf: ["a semana de", "semana de", "a semana do"],
    inMonth: ["em", "durante", "no mês de"],
    easter: ["páscoa", "semana santa"],
    christmas: ["férias de natal", "no natal", "entre o natal e o ano novo", "nas festas", "festas de fim de ano"],
  },
  nl: {
    stop: ["niet (?:op|van|tussen)", "geen [\\p{L}-]+ (?:op|van|tussen|tijdens)", "geen (?:sessies|training|trainingen|lessen)", "pauze", "op vakantie", "vakantie", "behalve", "uitgezonderd", "niet beschikbaar"],
    listAnd: ["en"],
    off: [
      "niet (?:op|van|tussen)", "geen [\\p{L}-]+ (?:op|van|tussen|tijdens)",
      "op vakantie", "vakantie", "weg", "op reis", "geen (?:sessies|training|trainingen|lessen)", "pauze", "behalve", "uitgezonderd", "niet beschikbaar", "afwezig",
    ],
    rangeJoin: ["-", "–", "tot(?: en met)?", "t/m"],
    rangeOpen: ["van", "tussen"],
    weekOf: ["de week van", "week van"],
    inMonth: ["in", "tijdens"],
    easter: ["pasen", "paasvakantie", "goede week"],
    christmas: ["kerstvakantie", "met kerst", "tussen kerst en oud en nieuw", "de feestdagen"],
  },
  it: {
    stop: ["non (?:il|la|i|le|dal|dalla|tra|fra)", "niente [\\p{L}-]+ (?:il|la|dal|dalla|tra|fra|durante)", "niente sessioni", "niente allenament[oi]", "pausa", "riposo", "in vacanza", "in ferie", "tranne", "eccetto", "non disponibile"],
    listAnd: ["e"],
    off: [
      "non (?:il|la|i|le|dal|dalla|tra|fra)", "niente [\\p{L}-]+ (?:il|la|dal|dalla|tra|fra|durante)",
      "in vacanza", "in ferie", "in viaggio", "in trasferta", "via", "fuori", "niente sessioni", "niente allenament[oi]", "pausa", "riposo", "tranne", "eccetto", "non (?:sono|sarò|ci sono|posso)", "non disponibile",
    ],
    rangeJoin: ["-", "–", "al", "alla", "fino al", "fino alla", "a"],
    rangeOpen: ["dal", "dalla", "da", "tra il", "fra il", "tra", "fra"],
    weekOf: ["la settimana del", "settimana del", "nella settimana del"],
    inMonth: ["a", "in", "durante", "nel mese di"],
    easter: ["pasqua", "vacanze di pasqua", "settimana santa"],
    christmas: ["vacanze di natale", "a natale", "durante le feste", "tra natale e capodanno", "le feste"],
  },
  ja: {
    stop: ["休み", "休暇", "除く", "以外", "できない", "お休み", "休む"],
    listAnd: ["と", "、"],
    off: ["休み", "休暇", "旅行", "出張", "不在", "帰省", "除く", "以外", "できない", "お休み", "休む"],
    rangeJoin: ["から", "〜", "~", "-", "–", "まで"],
    rangeOpen: [],
    weekOf: ["の週"],
    inMonth: [],
    easter: ["イースター", "復活祭"],
    christmas: ["年末年始", "冬休み", "クリスマス休暇"],
  },
  zh: {
    stop: ["休息", "除了", "放假", "没空", "沒空", "不练", "不練", "暂停", "暫停", "请假", "請假", "度假"],
    listAnd: ["和", "、"],
    off: ["出差", "旅行", "度假", "休息", "不在", "除了", "放假", "没空", "沒空", "不练", "不練", "暂停", "暫停", "请假", "請假"],
    rangeJoin: ["到", "至", "~", "〜", "-", "–"],
    rangeOpen: ["从", "從"],
    weekOf: ["那一周", "那周", "那週"],
    inMonth: [],
    easter: ["复活节", "復活節"],
    christmas: ["圣诞假期", "聖誕假期", "元旦前后", "年底假期"],
  },
};

/**
 * Big cities by the names people write in the reader's languages → IANA zone, for "I'll be in
 * Tokyo from March 3 to 10". The zone database's own city names ("new york", "los angeles") are
 * added by the engine; these are the other names and the cities that are not zone names.
 */
export const CITY_ZONES: Record<string, string> = {
  nyc: "America/New_York", "new york city": "America/New_York", "nueva york": "America/New_York", "nova york": "America/New_York", ニューヨーク: "America/New_York", 纽约: "America/New_York", 紐約: "America/New_York",
  boston: "America/New_York", washington: "America/New_York", "washington dc": "America/New_York", miami: "America/New_York", atlanta: "America/New_York", philadelphia: "America/New_York",
  "san francisco": "America/Los_Angeles", sf: "America/Los_Angeles", seattle: "America/Los_Angeles", "silicon valley": "America/Los_Angeles", la: "America/Los_Angeles", ロサンゼルス: "America/Los_Angeles", 洛杉矶: "America/Los_Angeles", サンフランシスコ: "America/Los_Angeles", 旧金山: "America/Los_Angeles",
  austin: "America/Chicago", dallas: "America/Chicago", houston: "America/Chicago",
  london: "Europe/London", londres: "Europe/London", londen: "Europe/London", londra: "Europe/London", ロンドン: "Europe/London", 伦敦: "Europe/London", 倫敦: "Europe/London", manchester: "Europe/London", edinburgh: "Europe/London",
  paris: "Europe/Paris", parijs: "Europe/Paris", パリ: "Europe/Paris", 巴黎: "Europe/Paris", lyon: "Europe/Paris",
  munich: "Europe/Berlin", münchen: "Europe/Berlin", hamburg: "Europe/Berlin", frankfurt: "Europe/Berlin", köln: "Europe/Berlin", cologne: "Europe/Berlin", ベルリン: "Europe/Berlin", 柏林: "Europe/Berlin",
  wien: "Europe/Vienna", viena: "Europe/Vienna", zürich: "Europe/Zurich", genf: "Europe/Zurich", geneva: "Europe/Zurich", genève: "Europe/Zurich",
  rom: "Europe/Rome", roma: "Europe/Rome", milan: "Europe/Rome", mailand: "Europe/Rome", milano: "Europe/Rome",
  barcelona: "Europe/Madrid", sevilla: "Europe/Madrid", lisboa: "Europe/Lisbon", lissabon: "Europe/Lisbon", porto: "Europe/Lisbon",
  bruxelles: "Europe/Brussels", brussel: "Europe/Brussels", brüssel: "Europe/Brussels", rotterdam: "Europe/Amsterdam", utrecht: "Europe/Amsterdam",
  "são paulo": "America/Sao_Paulo", "sao paulo": "America/Sao_Paulo", "rio de janeiro": "America/Sao_Paulo", rio: "America/Sao_Paulo",
  "ciudad de méxico": "America/Mexico_City", cdmx: "America/Mexico_City", "mexico city": "America/Mexico_City",
  tokio: "Asia/Tokyo", 東京: "Asia/Tokyo", 东京: "Asia/Tokyo", osaka: "Asia/Tokyo", 大阪: "Asia/Tokyo", kyoto: "Asia/Tokyo", 京都: "Asia/Tokyo",
  beijing: "Asia/Shanghai", peking: "Asia/Shanghai", pékin: "Asia/Shanghai", pekín: "Asia/Shanghai", 北京: "Asia/Shanghai", 上海: "Asia/Shanghai", shenzhen: "Asia/Shanghai", 深圳: "Asia/Shanghai", 广州: "Asia/Shanghai", guangzhou: "Asia/Shanghai",
  香港: "Asia/Hong_Kong", 台北: "Asia/Taipei", taipei: "Asia/Taipei", 首尔: "Asia/Seoul", ソウル: "Asia/Seoul", seúl: "Asia/Seoul",
  mumbai: "Asia/Kolkata", delhi: "Asia/Kolkata", "new delhi": "Asia/Kolkata", bangalore: "Asia/Kolkata", bengaluru: "Asia/Kolkata",
  sydney: "Australia/Sydney", 悉尼: "Australia/Sydney", シドニー: "Australia/Sydney", melbourne: "Australia/Melbourne",
  dubai: "Asia/Dubai", singapur: "Asia/Singapore", 新加坡: "Asia/Singapore", シンガポール: "Asia/Singapore",
};
