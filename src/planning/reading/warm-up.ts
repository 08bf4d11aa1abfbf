/**
 * Warm the offline reader before a server takes requests.
 *
 * The reader's first goal in a language costs a second or more of CPU on one thread: the pattern
 * classifier's model is parsed, and each of the lexicon's phrase patterns (large case-insensitive
 * Unicode regexes) is compiled by V8 on its first exec — per language, and again per string width
 * (one-byte and two-byte texts compile apart). Paid inside the first run, that stalls everything
 * else the process does (HTTP, lease renewals: under CPU contention a replica's leases lapsed and
 * another replica took over a run that was still running). Paid at start, before the server
 * listens, it is gone from every request.
 *
 * One goal and one reply per language, written to reach days, times, lengths, counts and
 * deadlines; what they read is thrown away.
 */
import { READING_LANGUAGES, type ReadingLanguage } from "../../contracts/goal-reading.js";
import { readGoal } from "./read-goal.js";
import { readReply } from "./read-reply.js";

export const WARM_UP_SAMPLES: Record<ReadingLanguage, { goal: string; reply: string }> = {
  en: {
    goal: "Run a 10k by March 15 at 5pm, 3 times a week in the evenings for 45 minutes, not on Wednesdays, Saturdays 9:00-10:30.",
    reply: "Move the Saturday session to Sunday at 8am and make it an hour",
  },
  de: {
    goal: "Bis 15. März um 17 Uhr einen 10-km-Lauf schaffen, dreimal pro Woche abends 45 Minuten, nicht mittwochs, samstags 9–10:30 Uhr.",
    reply: "Die Samstagseinheit auf Sonntag um 8 Uhr verschieben, eine Stunde lang",
  },
  fr: {
    goal: "Courir 10 km avant le 15 mars à 17h, 3 fois par semaine le soir pendant 45 minutes, pas le mercredi, le samedi de 9h à 10h30.",
    reply: "Déplacer la séance du samedi au dimanche à 8h, une heure",
  },
  es: {
    goal: "Correr 10 km antes del 15 de marzo a las 17:00, 3 veces por semana por la tarde durante 45 minutos, no los miércoles, sábados de 9 a 10:30.",
    reply: "Mover la sesión del sábado al domingo a las 8, una hora",
  },
  pt: {
    goal: "Correr 10 km até 15 de março às 17h, 3 vezes por semana à noite durante 45 minutos, não às quartas, sábados das 9h às 10h30.",
    reply: "Mudar a sessão de sábado para domingo às 8h, uma hora",
  },
  nl: {
    goal: "Voor 15 maart om 17 uur 10 km hardlopen, 3 keer per week 's avonds 45 minuten, niet op woensdag, zaterdag van 9 tot 10:30.",
    reply: "Verplaats de zaterdagsessie naar zondag om 8 uur, een uur lang",
  },
  it: {
    goal: "Correre 10 km entro il 15 marzo alle 17, 3 volte a settimana la sera per 45 minuti, non il mercoledì, il sabato dalle 9 alle 10:30.",
    reply: "Sposta la sessione del sabato alla domenica alle 8, per un'ora",
  },
  ja: {
    goal: "3月15日17時までに10kmを走る。週3回、夜に45分、水曜日は除く、土曜日は9時から10時半。",
    reply: "土曜日の練習を日曜日の朝8時に移して、1時間にしてください",
  },
  zh: {
    goal: "3月15日下午5点前跑完10公里，每周3次，晚上45分钟，周三除外，周六9点到10点半。",
    reply: "把周六的训练改到周日早上8点，一个小时",
  },
};

const CLOCK = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };

/** Read every sample once; returns the milliseconds it took. Never throws: a warm-up is not a check. */
export function warmReader(): number {
  const started = performance.now();
  for (const language of READING_LANGUAGES) {
    const { goal, reply } = WARM_UP_SAMPLES[language];
    try {
      // Language detection is warmed too: each sample is detected as its language (test/reading/warm-up.test.ts).
      const reading = readGoal(goal, CLOCK);
      readReply(reply, reading, CLOCK);
    } catch {
      // A sample the reader refuses still warmed what it reached.
    }
  }
  return performance.now() - started;
}
