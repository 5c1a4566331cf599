/**
 * Writes api/data/common-passwords.txt, the list of common and guessable passwords that the staff
 * password policy refuses (compared case-insensitively).
 *
 * Source: no breached-password corpus can be downloaded on the machines this project is built on,
 * so the list is generated here from the patterns that dominate every published leak analysis
 * (the "most common passwords" tables of the big public breaches, NCSC's and BSI's advice, and
 * the German-language leaks): a few hundred base words (English and German favourites, keyboard
 * walks, names of football clubs and cars) plus words of this business (campsite, Dachstein,
 * Schladming, Austria), each with the usual endings (digit runs, years 1970-2030, "!", "123!").
 * Only entries of at least 12 characters are kept: anything shorter already fails the length
 * rule. Run `node --import tsx scripts/common-passwords.ts` after changing the patterns.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN = 12;
const MAX = 64;

const english = `password passw0rd p@ssw0rd p@ssword pass passwd qwerty qwertyuiop qwertyui asdfgh
asdfghjkl asdf zxcvbnm zxcvbn letmein welcome welcome1 iloveyou sunshine princess football baseball
soccer basketball hockey monkey dragon master shadow superman batman spiderman trustno1 starwars
whatever freedom computer internet michael jennifer jessica charlie jordan hunter ranger killer
pepper ginger summer winter spring autumn secret admin administrator root login changeme default
access mustang harley liverpool chelsea arsenal manchester cookie cheese banana orange flower
butterfly chocolate lovely angel family forever friends abc abcdef abcdefg test tester testing
guest user hello helloworld love lover loveyou babygirl mylove daniel thomas andrew robert
matthew joshua william george nicole ashley amanda samsung apple google microsoft windows linux
office company business money dollar blessed jesus heaven purple yellow silver golden diamond
tigger pokemon minecraft fortnite nintendo playstation xbox matrix maverick phoenix thunder
lightning rainbow unicorn mercedes porsche ferrari corvette yankees dallas cowboys eagles
security letmein1 qazwsx qazwsxedc 1qaz2wsx zaq12wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4
q1w2e3r4t5 asdfasdf qweasd qweasdzxc 123qwe qwe123 abc123 password1 iloveu trustme openup
openupnow goodluck happy happyday sunflower sweetheart loveme letitbe nothing anything something`;

const german = `passwort passwort1 kennwort hallo hallo123 halloechen servus griasdi schatz schatzi
schatzilein sommer winter fruehling frühling herbst sonne sonnenschein mond stern sterne liebe
ichliebedich geheim geheimnis fussball fußball bayern bayernmuenchen bayernmünchen fcbayern
borussia dortmund schalke schalke04 werder hertha rapid rapidwien austria austriawien sturm
sturmgraz salzburg redbull wien oesterreich österreich deutschland berlin hamburg muenchen
münchen koeln köln graz linz innsbruck klagenfurt mausi maus hase hasi baerchen bärchen engel
schnucki schnuckel blume katze hund pferd mercedesbenz volkswagen vwgolf audi bmw opel
willkommen anmelden anmeldung benutzer benutzername zugang startwort start geburtstag
familie freunde freundin freund kinder mama papa oma opa schule arbeit urlaub ferien
weihnachten ostern silvester guten gutenmorgen gutentag danke bitte schokolade kaffee
bier schnaps edelweiss edelweiß enzian heimat berge alpen tirol kaernten kärnten
steiermark oberoesterreich niederoesterreich burgenland vorarlberg`;

const business = `alpencamp alpencampdachstein dachstein dachsteinblick dachsteinkoenig schladming
schladmingdachstein ramsau ramsauamdachstein rohrmoos haus aich gröbming groebming ennstal
planai hochwurzen reiteralm camping campingplatz campingplatz1 camper zelt zelten wohnmobil
wohnwagen caravan caravaning stellplatz stellplaetze rezeption empfang buchung buchungen
gast gaeste gäste urlaub bergurlaub skifahren skiurlaub wandern bergsteigen klettern
bergsteiger gletscher almhuette almhütte alm sennerin kaiserschmarrn admin-alpencamp
alpencamp-admin rezeption-alpencamp dachstein-demo`;

const walks = [
  '1234567890',
  '0987654321',
  'qwertyuiopasdfghjkl',
  'qwertzuiopasdfghjkl',
  'asdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv',
  'zaq1xsw2cde3vfr4',
  '1q2w3e4r5t6y7u8i9o0p',
  'qazwsxedcrfvtgb',
  'abcdefghijklmnopqrstuvwxyz',
  'zyxwvutsrqponmlkjihgfedcba',
];

const endings = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '!',
  '!!',
  '1!',
  '12!',
  '123!',
  '1234!',
  '01',
  '007',
  '69',
  '99',
  '00',
  '000',
  '0000',
  '111',
  '321',
  '#1',
  '@123',
  '.123',
  '_123',
  '-123',
];
for (let year = 1970; year <= 2030; year++) endings.push(`${year}`, `${year}!`);
for (let year = 2015; year <= 2030; year++)
  endings.push(`-${year}`, `.${year}`, `_${year}`, `@${year}`);

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const out = new Set<string>();
const add = (candidate: string) => {
  const p = candidate.toLowerCase();
  if (p.length >= MIN && p.length <= MAX) out.add(p);
};

const bases = [...words(english), ...words(german), ...words(business)];
for (const base of bases) {
  for (const ending of endings) add(base + ending);
  add(base + base);
  add(`${base}${base}1`);
  add(`${base}-${base}`);
  add(`${base}.${base}`);
  // The common letter-for-digit swaps.
  add(base.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3') + '123');
  add(base.replace(/a/g, '@').replace(/o/g, '0').replace(/i/g, '1').replace(/s/g, '$') + '2024');
}
// Two favourite words run together ("iloveyousunshine", "sommersonne2025").
const favourites = words(
  'love summer sommer sonne winter schatz hallo welcome secret geheim password passwort admin',
);
for (const a of favourites)
  for (const b of favourites)
    if (a !== b) for (const e of ['', '1', '123', '!', '2025', '2026']) add(a + b + e);

// Keyboard walks and their prefixes, digit runs, repeated characters and short repeated groups.
for (const walk of walks) for (let n = MIN; n <= walk.length; n++) add(walk.slice(0, n));
for (let d = 0; d <= 9; d++) for (let n = MIN; n <= 20; n++) add(String(d).repeat(n));
for (const c of 'abcdefghijklmnopqrstuvwxyz') for (let n = MIN; n <= 16; n++) add(c.repeat(n));
for (const group of words(
  '12 123 1234 12345 123456 abc abc123 qwe asd qwerty 1a2b 1q2w 0 01 10 69 007 xyz',
)) {
  for (let times = 2; times <= 12; times++) add(group.repeat(times));
}
for (let start = 0; start <= 9; start++) {
  let run = '';
  for (let i = 0; i < 20; i++) run += String((start + i) % 10);
  for (let n = MIN; n <= 20; n++) add(run.slice(0, n));
}
// Years on their own, doubled or as a New Year's date ("19851985", "01.01.1985!!").
for (let year = 1970; year <= 2030; year++) {
  add(`${year}${year}`);
  add(`01.01.${year}!!`);
}

const file = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'api',
  'data',
  'common-passwords.txt',
);
const header = [
  '# Common and guessable passwords refused by the staff password policy (case-insensitive).',
  '# Generated by scripts/common-passwords.ts from the patterns it documents; do not edit by hand.',
];
writeFileSync(file, [...header, ...[...out].sort()].join('\n') + '\n');
console.log(`${out.size} entries written to ${file}`);
