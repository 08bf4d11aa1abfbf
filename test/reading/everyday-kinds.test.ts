/**
 * Everyday goals get a plan of a fitting kind, not a "new kind of plan?" question: quitting or
 * cutting down a habit (habit_reduction), keeping in touch and time given to others
 * (social_routine), prayer and gratitude (habit_routine), pet care, appointments and errands, gifts
 * and moves — in every language. None of these goals is in the corpus the classifier learns from
 * (data/goals/kinds.jsonl and data/goals/patterns/kinds.jsonl hold others of their kinds), so the
 * table shows what an unseen goal of each kind gets.
 */
import { describe, expect, it } from "vitest";
import type { PatternType } from "../../src/contracts/planning.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";

const NOW = "2026-11-28T10:00:00Z";
const TYPE: Record<string, PatternType> = {"habit_reduction": "recurring_cycle", "social_routine": "recurring_cycle", "habit_routine": "recurring_cycle", "maintenance_cycle": "recurring_cycle", "admin_paperwork": "milestone_project", "generic_project": "milestone_project"};

/** [language, goal, zone, subtype]. */
const EVERYDAY: [string, string, string, string][] = [
  ["en", "Quit cigarettes for good by my 40th birthday on 9 April.", "Europe/London", "habit_reduction"],
  ["en", "Cut down on wine to two glasses a week.", "Europe/London", "habit_reduction"],
  ["en", "Stop picking at my nails and cuticles.", "Europe/London", "habit_reduction"],
  ["en", "Phone my sister every Thursday after dinner.", "Europe/London", "social_routine"],
  ["en", "Volunteer at the soup kitchen on the last Saturday of each month.", "Europe/London", "social_routine"],
  ["en", "Visit my grandparents twice a month.", "Europe/London", "social_routine"],
  ["en", "Pray for ten minutes every morning.", "Europe/London", "habit_routine"],
  ["en", "Book a GP appointment about my knee before Christmas.", "Europe/London", "admin_paperwork"],
  ["en", "Be a non-smoker by the end of June.", "Europe/London", "habit_reduction"],
  ["en", "Stop drinking fizzy drinks at work.", "Europe/London", "habit_reduction"],
  ["en", "Spend less time on TikTok and Instagram.", "Europe/London", "habit_reduction"],
  ["en", "Call Grandad on Sunday afternoons.", "Europe/London", "social_routine"],
  ["en", "Have dinner with my best friend once a month.", "Europe/London", "social_routine"],
  ["en", "Help at the church food bank every other Saturday.", "Europe/London", "social_routine"],
  ["en", "Read one psalm every night before sleeping.", "Europe/London", "habit_routine"],
  ["en", "Change the hamster's bedding every Sunday.", "Europe/London", "maintenance_cycle"],
  ["en", "Ditch the cigarettes before my holiday in May.", "Europe/London", "habit_reduction"],
  ["en", "Stop buying coffee and pastries on the way to work.", "Europe/London", "habit_reduction"],
  ["en", "Cut out alcohol completely for six months.", "Europe/London", "habit_reduction"],
  ["en", "Brush the dog and clip his claws every other week.", "Europe/London", "maintenance_cycle"],
  ["en", "Get all the Christmas cards written and posted by December 12.", "Europe/London", "generic_project"],
  ["de", "Bis Ende Januar mit dem Rauchen aufhören.", "Europe/Berlin", "habit_reduction"],
  ["de", "Unter der Woche keinen Wein mehr trinken.", "Europe/Berlin", "habit_reduction"],
  ["de", "Jeden Samstag meine Großeltern besuchen.", "Europe/Berlin", "social_routine"],
  ["de", "Zweimal im Monat ehrenamtlich in der Suppenküche helfen.", "Europe/Berlin", "social_routine"],
  ["de", "Jeden Morgen in der Bibel lesen.", "Europe/Berlin", "habit_routine"],
  ["de", "Ich will bis März Nichtraucher sein.", "Europe/Berlin", "habit_reduction"],
  ["de", "Weniger Zucker essen, keine Limo mehr.", "Europe/Berlin", "habit_reduction"],
  ["de", "Einmal die Woche meine Schwester anrufen.", "Europe/Berlin", "social_routine"],
  ["de", "Jeden zweiten Sonntag meine Tante im Pflegeheim besuchen.", "Europe/Berlin", "social_routine"],
  ["de", "Ab sofort keine Zigaretten mehr.", "Europe/Berlin", "habit_reduction"],
  ["de", "Nur noch am Wochenende Süßes.", "Europe/Berlin", "habit_reduction"],
  ["de", "Einmal im Monat meinen Opa im Heim besuchen.", "Europe/Berlin", "social_routine"],
  ["fr", "Arrêter de fumer avant le printemps.", "Europe/Paris", "habit_reduction"],
  ["fr", "Ne plus boire de sodas en semaine.", "Europe/Paris", "habit_reduction"],
  ["fr", "Appeler mes parents tous les mercredis soir.", "Europe/Paris", "social_routine"],
  ["fr", "Rendre visite à ma grand-mère chaque samedi.", "Europe/Paris", "social_routine"],
  ["fr", "Faire du bénévolat à la banque alimentaire une fois par semaine.", "Europe/Paris", "social_routine"],
  ["fr", "Devenir non-fumeur d'ici l'été.", "Europe/Paris", "habit_reduction"],
  ["fr", "Arrêter de grignoter le soir.", "Europe/Paris", "habit_reduction"],
  ["fr", "Dîner avec mes amis une fois par mois.", "Europe/Paris", "social_routine"],
  ["fr", "Appeler mon grand-père le dimanche.", "Europe/Paris", "social_routine"],
  ["fr", "Ne plus toucher à une cigarette après le 1er janvier.", "Europe/Paris", "habit_reduction"],
  ["fr", "Boire un seul verre de vin le week-end, rien en semaine.", "Europe/Paris", "habit_reduction"],
  ["fr", "Téléphoner à ma marraine une fois par mois.", "Europe/Paris", "social_routine"],
  ["fr", "Aller voir mon oncle à la maison de retraite tous les quinze jours.", "Europe/Paris", "social_routine"],
  ["es", "Dejar de fumar antes de Semana Santa.", "Europe/Madrid", "habit_reduction"],
  ["es", "Dejar de comer dulces entre semana.", "Europe/Madrid", "habit_reduction"],
  ["es", "Llamar a mis padres todos los jueves por la noche.", "Europe/Madrid", "social_routine"],
  ["es", "Visitar a mi abuelo en la residencia cada domingo.", "Europe/Madrid", "social_routine"],
  ["es", "Hacer voluntariado en un comedor social una vez por semana.", "Europe/Madrid", "social_routine"],
  ["es", "Dejar el tabaco este año.", "Europe/Madrid", "habit_reduction"],
  ["es", "Dejar de picar entre horas.", "Europe/Madrid", "habit_reduction"],
  ["es", "Cenar con mis amigas una vez al mes.", "Europe/Madrid", "social_routine"],
  ["es", "Llamar a mi tía los sábados.", "Europe/Madrid", "social_routine"],
  ["es", "No volver a fumar después de Año Nuevo.", "Europe/Madrid", "habit_reduction"],
  ["es", "Tomar refrescos solo los fines de semana.", "Europe/Madrid", "habit_reduction"],
  ["es", "Videollamada con mi hijo en Londres cada domingo.", "Europe/Madrid", "social_routine"],
  ["es", "Ir a ver a mi tía abuela una vez al mes.", "Europe/Madrid", "social_routine"],
  ["pt", "Parar de fumar antes do carnaval.", "America/Sao_Paulo", "habit_reduction"],
  ["pt", "Parar de tomar refrigerante nos dias de semana.", "America/Sao_Paulo", "habit_reduction"],
  ["pt", "Ligar para meus pais toda quinta à noite.", "America/Sao_Paulo", "social_routine"],
  ["pt", "Visitar minha avó todo sábado.", "America/Sao_Paulo", "social_routine"],
  ["pt", "Fazer trabalho voluntário no banco de alimentos duas vezes por mês.", "America/Sao_Paulo", "social_routine"],
  ["pt", "Largar o cigarro este ano.", "America/Sao_Paulo", "habit_reduction"],
  ["pt", "Parar de comer doce depois do jantar.", "America/Sao_Paulo", "habit_reduction"],
  ["pt", "Jantar com os amigos uma vez por mês.", "America/Sao_Paulo", "social_routine"],
  ["pt", "Ligar para minha tia aos sábados.", "America/Sao_Paulo", "social_routine"],
  ["pt", "Nunca mais fumar depois do Ano Novo.", "America/Sao_Paulo", "habit_reduction"],
  ["pt", "Tomar cerveja só no fim de semana.", "America/Sao_Paulo", "habit_reduction"],
  ["pt", "Fazer chamada de vídeo com meu filho todo domingo.", "America/Sao_Paulo", "social_routine"],
  ["pt", "Visitar minha madrinha uma vez por mês.", "America/Sao_Paulo", "social_routine"],
  ["nl", "Voor de zomer stoppen met roken.", "Europe/Amsterdam", "habit_reduction"],
  ["nl", "Doordeweeks geen wijn meer drinken.", "Europe/Amsterdam", "habit_reduction"],
  ["nl", "Elke donderdagavond mijn ouders bellen.", "Europe/Amsterdam", "social_routine"],
  ["nl", "Elke zaterdag mijn opa in het verzorgingshuis bezoeken.", "Europe/Amsterdam", "social_routine"],
  ["nl", "Eens per week vrijwilligerswerk doen in de buurthuiskeuken.", "Europe/Amsterdam", "social_routine"],
  ["nl", "Dit jaar stoppen met roken.", "Europe/Amsterdam", "habit_reduction"],
  ["nl", "Minder snoepen na het avondeten.", "Europe/Amsterdam", "habit_reduction"],
  ["nl", "Een keer per maand uit eten met vrienden.", "Europe/Amsterdam", "social_routine"],
  ["nl", "Op zaterdag mijn tante bellen.", "Europe/Amsterdam", "social_routine"],
  ["nl", "Na oud en nieuw geen sigaret meer.", "Europe/Amsterdam", "habit_reduction"],
  ["nl", "Alleen in het weekend frisdrank.", "Europe/Amsterdam", "habit_reduction"],
  ["nl", "Elke zondag videobellen met mijn zoon in Canada.", "Europe/Amsterdam", "social_routine"],
  ["nl", "Eens per maand mijn peettante opzoeken.", "Europe/Amsterdam", "social_routine"],
  ["ja", "春までにタバコをやめる。", "Asia/Tokyo", "habit_reduction"],
  ["ja", "平日はお酒を飲まない。", "Asia/Tokyo", "habit_reduction"],
  ["ja", "毎週木曜の夜に両親に電話する。", "Asia/Tokyo", "social_routine"],
  ["ja", "毎週土曜に祖母の家に行く。", "Asia/Tokyo", "social_routine"],
  ["ja", "週に1回、子ども食堂でボランティアをする。", "Asia/Tokyo", "social_routine"],
  ["ja", "今年中に禁煙する。", "Asia/Tokyo", "habit_reduction"],
  ["ja", "夜食をやめる。", "Asia/Tokyo", "habit_reduction"],
  ["ja", "月に1回友達と夕食に行く。", "Asia/Tokyo", "social_routine"],
  ["ja", "土曜日に叔母に電話する。", "Asia/Tokyo", "social_routine"],
  ["ja", "お正月からタバコを吸わない。", "Asia/Tokyo", "habit_reduction"],
  ["ja", "ジュースは週末だけにする。", "Asia/Tokyo", "habit_reduction"],
  ["ja", "毎週日曜に海外の息子とビデオ通話する。", "Asia/Tokyo", "social_routine"],
  ["ja", "月に1回、祖父の施設に面会に行く。", "Asia/Tokyo", "social_routine"],
  ["zh", "春天之前把烟戒掉。", "Asia/Shanghai", "habit_reduction"],
  ["zh", "工作日不喝酒。", "Asia/Shanghai", "habit_reduction"],
  ["zh", "每周四晚上给父母打电话。", "Asia/Shanghai", "social_routine"],
  ["zh", "每周六去看望外婆。", "Asia/Shanghai", "social_routine"],
  ["zh", "每周去社区食堂做一次义工。", "Asia/Shanghai", "social_routine"],
  ["zh", "今年把烟戒了。", "Asia/Shanghai", "habit_reduction"],
  ["zh", "晚饭后不再吃零食。", "Asia/Shanghai", "habit_reduction"],
  ["zh", "每个月和朋友吃一次饭。", "Asia/Shanghai", "social_routine"],
  ["zh", "每周六给姑姑打电话。", "Asia/Shanghai", "social_routine"],
  ["zh", "元旦以后一根烟都不抽。", "Asia/Shanghai", "habit_reduction"],
  ["zh", "饮料只在周末喝。", "Asia/Shanghai", "habit_reduction"],
  ["zh", "每周日和在国外的儿子视频通话。", "Asia/Shanghai", "social_routine"],
  ["zh", "每个月去养老院看一次爷爷。", "Asia/Shanghai", "social_routine"],
];

describe("everyday goals get a known kind of plan, in every language", () => {
  it("the table covers every language", () => {
    expect(new Set(EVERYDAY.map(([lang]) => lang))).toEqual(new Set(["en", "de", "fr", "es", "pt", "nl", "ja", "zh"]));
  });
  it.each(EVERYDAY)("%s: %s → %s", (lang, goal, zone, subtype) => {
    const r = readGoal(goal, { timezone: zone, now: NOW });
    expect(r.language).toBe(lang);
    expect(r.pattern.proposal).toBeNull();
    expect([r.pattern.type, r.pattern.subtype]).toEqual([TYPE[subtype], subtype]);
  });
});

