// Data, not logic: the default text of every mail template in both languages (what a fresh
// installation seeds and "reset to default" restores). It is exempt from the 400-line limit for
// files in api/src/modules because its length is the templates' text, which grows with every mail.
import type { EntityManager } from '@mikro-orm/core';
import { NL_TEMPLATES } from './default-templates-nl';
import { MAIL_LANGUAGES, TEMPLATE_KEYS, type MailLanguage, type TemplateKey } from './mail.types';
import { button, code, detailsText, facts, h, type TemplateText } from './template-blocks';

export type { TemplateText } from './template-blocks';

const stayDe: Array<[string, string]> = [
  ['Buchungsnummer', '<strong>{{bookingNumber}}</strong>'],
  ['Anreise', '{{checkIn}}, ab {{checkInTime}} Uhr'],
  ['Abreise', '{{checkOut}}, bis {{checkOutTime}} Uhr'],
  ['Stellplatz', '{{pitch}} ({{category}})'],
  ['Personen', '{{guests}} ({{adults}} ab 15 Jahren, {{children}} unter 15)'],
];
const stayEn: Array<[string, string]> = [
  ['Booking number', '<strong>{{bookingNumber}}</strong>'],
  ['Arrival', '{{checkIn}}, from {{checkInTime}}'],
  ['Departure', '{{checkOut}}, by {{checkOutTime}}'],
  ['Pitch', '{{pitch}} ({{category}})'],
  ['Guests', '{{guests}} ({{adults}} aged 15 or over, {{children}} under 15)'],
];
const stayTextDe = `Buchungsnummer: {{bookingNumber}}
Anreise:        {{checkIn}}, ab {{checkInTime}} Uhr
Abreise:        {{checkOut}}, bis {{checkOutTime}} Uhr
Stellplatz:     {{pitch}} ({{category}})
Personen:       {{guests}} ({{adults}} ab 15 Jahren, {{children}} unter 15)`;
const stayTextEn = `Booking number: {{bookingNumber}}
Arrival:        {{checkIn}}, from {{checkInTime}}
Departure:      {{checkOut}}, by {{checkOutTime}}
Pitch:          {{pitch}} ({{category}})
Guests:         {{guests}} ({{adults}} aged 15 or over, {{children}} under 15)`;

/** The link to the guest's booking page (every guest mail carries it): a lead sentence and a button. */
const detailsDe = (lead: string) =>
  `<p>${lead}</p>\n${button('{{detailsUrl}}', 'Meine Buchung ansehen')}`;
const detailsEn = (lead: string) =>
  `<p>${lead}</p>\n${button('{{detailsUrl}}', 'View my booking')}`;

const byeDe = '<p>Herzliche Grüße aus Schladming<br>Ihr Team vom {{companyName}}</p>';
const byeEn = '<p>Warm regards from Schladming,<br>the {{companyName}} team</p>';
const byeTextDe = 'Herzliche Grüße aus Schladming\nIhr Team vom {{companyName}}';
const byeTextEn = 'Warm regards from Schladming,\nthe {{companyName}} team';

/** The German and English default texts; the Dutch ones are in default-templates-nl.ts. */
const GERMAN_ENGLISH: Record<TemplateKey, Record<Exclude<MailLanguage, 'nl'>, TemplateText>> = {
  booking_confirmation: {
    de: {
      subject: 'Ihre Buchung {{bookingNumber}} ist bestätigt – {{companyName}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>vielen Dank für Ihre Buchung! Wir freuen uns sehr, Sie bald bei uns am Fuße des Dachsteins begrüßen zu dürfen. Hier sind Ihre Buchungsdaten auf einen Blick:</p>
${facts(stayDe)}
${h('Ihre Preisaufstellung')}
{{quoteTable}}
{{paymentDetails}}
<p>Im Anhang finden Sie Ihren Aufenthalt als Kalendereintrag. Ihren persönlichen Zugangscode für die Schranke senden wir Ihnen am Tag vor der Anreise.</p>
${detailsDe('Ihre Buchung, später Ihren Zugangscode und Ihre Rechnung finden Sie jederzeit auf Ihrer Buchungsseite; dort können Sie auch stornieren:')}
<p>Haben Sie Fragen oder Wünsche? Unsere Rezeption ist täglich {{receptionHours}} Uhr für Sie da: telefonisch unter {{companyPhone}} oder per E-Mail an {{companyEmail}}.</p>
${byeDe}`,
      text: `Grüß Gott {{guestName}},

vielen Dank für Ihre Buchung! Wir freuen uns sehr, Sie bald bei uns am Fuße des Dachsteins begrüßen zu dürfen. Hier sind Ihre Buchungsdaten auf einen Blick:

${stayTextDe}

Ihre Preisaufstellung:
{{quoteTable}}

{{paymentDetails}}

Im Anhang finden Sie Ihren Aufenthalt als Kalendereintrag. Ihren persönlichen Zugangscode für die Schranke senden wir Ihnen am Tag vor der Anreise.

${detailsText('Ihre Buchung, später Ihren Zugangscode und Ihre Rechnung finden Sie jederzeit auf Ihrer Buchungsseite; dort können Sie auch stornieren:')}

Haben Sie Fragen oder Wünsche? Unsere Rezeption ist täglich {{receptionHours}} Uhr für Sie da: telefonisch unter {{companyPhone}} oder per E-Mail an {{companyEmail}}.

${byeTextDe}`,
    },
    en: {
      subject: 'Your booking {{bookingNumber}} is confirmed – {{companyName}}',
      html: `<p>Dear {{firstName}},</p>
<p>thank you for your booking! We are looking forward to welcoming you at the foot of the Dachstein. Here are your booking details at a glance:</p>
${facts(stayEn)}
${h('Your price breakdown')}
{{quoteTable}}
{{paymentDetails}}
<p>Your stay is attached as a calendar entry. We will send your personal access code for the gate the day before you arrive.</p>
${detailsEn('Your booking, and later your access code and invoice, are always on your booking page, where you can also cancel:')}
<p>Any questions or wishes? Our reception is there for you daily, {{receptionHours}}: call {{companyPhone}} or write to {{companyEmail}}.</p>
${byeEn}`,
      text: `Dear {{firstName}},

thank you for your booking! We are looking forward to welcoming you at the foot of the Dachstein. Here are your booking details at a glance:

${stayTextEn}

Your price breakdown:
{{quoteTable}}

{{paymentDetails}}

Your stay is attached as a calendar entry. We will send your personal access code for the gate the day before you arrive.

${detailsText('Your booking, and later your access code and invoice, are always on your booking page, where you can also cancel:')}

Any questions or wishes? Our reception is there for you daily, {{receptionHours}}: call {{companyPhone}} or write to {{companyEmail}}.

${byeTextEn}`,
    },
  },

  booking_verification: {
    de: {
      subject: 'Bitte bestätigen Sie Ihre Buchung {{bookingNumber}} – {{companyName}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>Sie haben auf unserer Website einen Stellplatz mit {{paymentMethod}} reserviert. Damit die Buchung verbindlich wird, bestätigen Sie bitte, dass diese E-Mail-Adresse Ihnen gehört:</p>
${button('{{verifyUrl}}', 'Buchung bestätigen')}
${facts(stayDe)}
{{paymentDetails}}
<p>Wir halten den Stellplatz bis <strong>{{verifyUntil}}</strong> für Sie frei. Ohne Bestätigung wird er danach wieder freigegeben; es entstehen Ihnen keine Kosten. Haben Sie nichts reserviert? Dann können Sie diese E-Mail einfach ignorieren.</p>
${byeDe}`,
      text: `Grüß Gott {{guestName}},

Sie haben auf unserer Website einen Stellplatz mit {{paymentMethod}} reserviert. Damit die Buchung verbindlich wird, bestätigen Sie bitte, dass diese E-Mail-Adresse Ihnen gehört:

{{verifyUrl}}

${stayTextDe}

{{paymentDetails}}

Wir halten den Stellplatz bis {{verifyUntil}} für Sie frei. Ohne Bestätigung wird er danach wieder freigegeben; es entstehen Ihnen keine Kosten. Haben Sie nichts reserviert? Dann können Sie diese E-Mail einfach ignorieren.

${byeTextDe}`,
    },
    en: {
      subject: 'Please confirm your booking {{bookingNumber}} – {{companyName}}',
      html: `<p>Dear {{firstName}},</p>
<p>you have reserved a pitch on our website, {{paymentMethod}}. To make the booking binding, please confirm that this email address is yours:</p>
${button('{{verifyUrl}}', 'Confirm booking')}
${facts(stayEn)}
{{paymentDetails}}
<p>We keep the pitch for you until <strong>{{verifyUntil}}</strong>. Without confirmation it is released again after that; this costs you nothing. Did you not reserve anything? Then simply ignore this email.</p>
${byeEn}`,
      text: `Dear {{firstName}},

you have reserved a pitch on our website, {{paymentMethod}}. To make the booking binding, please confirm that this email address is yours:

{{verifyUrl}}

${stayTextEn}

{{paymentDetails}}

We keep the pitch for you until {{verifyUntil}}. Without confirmation it is released again after that; this costs you nothing. Did you not reserve anything? Then simply ignore this email.

${byeTextEn}`,
    },
  },

  payment_received: {
    de: {
      subject: 'Zahlung erhalten – Buchung {{bookingNumber}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>wir haben Ihre Zahlung über <strong>{{amount}}</strong> für die Buchung {{bookingNumber}} erhalten – herzlichen Dank!</p>
${facts([
  ['Anreise', '{{checkIn}}, ab {{checkInTime}} Uhr'],
  ['Abreise', '{{checkOut}}, bis {{checkOutTime}} Uhr'],
  ['Stellplatz', '{{pitch}} ({{category}})'],
])}
<p>Ihre Rechnung erhalten Sie in einer eigenen E-Mail. Jetzt steht Ihrem Urlaub in den Schladminger Bergen nichts mehr im Weg.</p>
${detailsDe('Zahlungsstand und Rechnung sehen Sie auch auf Ihrer Buchungsseite:')}
${byeDe}`,
      text: `Grüß Gott {{guestName}},

wir haben Ihre Zahlung über {{amount}} für die Buchung {{bookingNumber}} erhalten – herzlichen Dank!

Anreise:    {{checkIn}}, ab {{checkInTime}} Uhr
Abreise:    {{checkOut}}, bis {{checkOutTime}} Uhr
Stellplatz: {{pitch}} ({{category}})

Ihre Rechnung erhalten Sie in einer eigenen E-Mail. Jetzt steht Ihrem Urlaub in den Schladminger Bergen nichts mehr im Weg.

${detailsText('Zahlungsstand und Rechnung sehen Sie auch auf Ihrer Buchungsseite:')}

${byeTextDe}`,
    },
    en: {
      subject: 'Payment received – booking {{bookingNumber}}',
      html: `<p>Dear {{firstName}},</p>
<p>we have received your payment of <strong>{{amount}}</strong> for booking {{bookingNumber}} – thank you very much!</p>
${facts([
  ['Arrival', '{{checkIn}}, from {{checkInTime}}'],
  ['Departure', '{{checkOut}}, by {{checkOutTime}}'],
  ['Pitch', '{{pitch}} ({{category}})'],
])}
<p>Your invoice follows in a separate email. Now nothing stands between you and your holiday in the Schladming mountains.</p>
${detailsEn('Your payments and invoice are also on your booking page:')}
${byeEn}`,
      text: `Dear {{firstName}},

we have received your payment of {{amount}} for booking {{bookingNumber}} – thank you very much!

Arrival:   {{checkIn}}, from {{checkInTime}}
Departure: {{checkOut}}, by {{checkOutTime}}
Pitch:     {{pitch}} ({{category}})

Your invoice follows in a separate email. Now nothing stands between you and your holiday in the Schladming mountains.

${detailsText('Your payments and invoice are also on your booking page:')}

${byeTextEn}`,
    },
  },

  access_code: {
    de: {
      subject: 'Ihr Zugangscode für die Schranke – Buchung {{bookingNumber}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>morgen ist es so weit! Mit diesem Code öffnen Sie unsere Einfahrtsschranke – auch wenn die Rezeption schon geschlossen hat:</p>
${code('{{accessCode}}')}
${facts([
  ['Gültig ab', '{{validFrom}}'],
  ['Gültig bis', '{{validUntil}}'],
  ['Ihr Stellplatz', '{{pitch}} ({{category}})'],
])}
<p>Geben Sie den Code einfach am Tastenfeld neben der Schranke ein. Bitte geben Sie ihn nicht an Dritte weiter.</p>
${detailsDe('Den Code finden Sie auch auf Ihrer Buchungsseite:')}
<p>Unsere Rezeption ist täglich {{receptionHours}} Uhr geöffnet. In dringenden Fällen erreichen Sie uns rund um die Uhr unter {{emergencyPhone}}.</p>
<p>Gute Fahrt!<br>Ihr Team vom {{companyName}}</p>`,
      text: `Grüß Gott {{guestName}},

morgen ist es so weit! Mit diesem Code öffnen Sie unsere Einfahrtsschranke – auch wenn die Rezeption schon geschlossen hat:

    {{accessCode}}

Gültig ab:      {{validFrom}}
Gültig bis:     {{validUntil}}
Ihr Stellplatz: {{pitch}} ({{category}})

Geben Sie den Code einfach am Tastenfeld neben der Schranke ein. Bitte geben Sie ihn nicht an Dritte weiter.

${detailsText('Den Code finden Sie auch auf Ihrer Buchungsseite:')}

Unsere Rezeption ist täglich {{receptionHours}} Uhr geöffnet. In dringenden Fällen erreichen Sie uns rund um die Uhr unter {{emergencyPhone}}.

Gute Fahrt!
Ihr Team vom {{companyName}}`,
    },
    en: {
      subject: 'Your gate access code – booking {{bookingNumber}}',
      html: `<p>Dear {{firstName}},</p>
<p>tomorrow is the day! This code opens our entrance gate – even when the reception has already closed:</p>
${code('{{accessCode}}')}
${facts([
  ['Valid from', '{{validFrom}}'],
  ['Valid until', '{{validUntil}}'],
  ['Your pitch', '{{pitch}} ({{category}})'],
])}
<p>Simply enter the code on the keypad next to the barrier. Please do not share it with anyone else.</p>
${detailsEn('The code is also on your booking page:')}
<p>Our reception is open daily, {{receptionHours}}. In an emergency you can reach us around the clock on {{emergencyPhone}}.</p>
<p>Safe travels!<br>The {{companyName}} team</p>`,
      text: `Dear {{firstName}},

tomorrow is the day! This code opens our entrance gate – even when the reception has already closed:

    {{accessCode}}

Valid from:  {{validFrom}}
Valid until: {{validUntil}}
Your pitch:  {{pitch}} ({{category}})

Simply enter the code on the keypad next to the barrier. Please do not share it with anyone else.

${detailsText('The code is also on your booking page:')}

Our reception is open daily, {{receptionHours}}. In an emergency you can reach us around the clock on {{emergencyPhone}}.

Safe travels!
The {{companyName}} team`,
    },
  },

  invoice: {
    de: {
      subject: 'Ihre {{invoiceTitle}} {{invoiceNumber}} – {{companyName}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>anbei erhalten Sie die {{invoiceTitle}} <strong>{{invoiceNumber}}</strong> zu Ihrer Buchung {{bookingNumber}} ({{checkIn}} bis {{checkOut}}).</p>
{{quoteTable}}
{{paymentDetails}}
<p>Bitte bewahren Sie sie für Ihre Unterlagen auf. Bei Fragen dazu erreichen Sie uns unter {{companyEmail}}.</p>
${detailsDe('Ihre Belege können Sie auch jederzeit auf Ihrer Buchungsseite herunterladen:')}
${byeDe}`,
      text: `Grüß Gott {{guestName}},

anbei erhalten Sie die {{invoiceTitle}} {{invoiceNumber}} zu Ihrer Buchung {{bookingNumber}} ({{checkIn}} bis {{checkOut}}).

{{quoteTable}}

{{paymentDetails}}

Bitte bewahren Sie sie für Ihre Unterlagen auf. Bei Fragen dazu erreichen Sie uns unter {{companyEmail}}.

${detailsText('Ihre Belege können Sie auch jederzeit auf Ihrer Buchungsseite herunterladen:')}

${byeTextDe}`,
    },
    en: {
      subject: 'Your {{invoiceTitle}} {{invoiceNumber}} – {{companyName}}',
      html: `<p>Dear {{firstName}},</p>
<p>please find attached {{invoiceTitle}} <strong>{{invoiceNumber}}</strong> for your booking {{bookingNumber}} ({{checkIn}} to {{checkOut}}).</p>
{{quoteTable}}
{{paymentDetails}}
<p>Please keep it for your records. If you have any questions about it, write to us at {{companyEmail}}.</p>
${detailsEn('You can also download your documents from your booking page at any time:')}
${byeEn}`,
      text: `Dear {{firstName}},

please find attached {{invoiceTitle}} {{invoiceNumber}} for your booking {{bookingNumber}} ({{checkIn}} to {{checkOut}}).

{{quoteTable}}

{{paymentDetails}}

Please keep it for your records. If you have any questions about it, write to us at {{companyEmail}}.

${detailsText('You can also download your documents from your booking page at any time:')}

${byeTextEn}`,
    },
  },

  cancellation: {
    de: {
      subject: 'Stornobestätigung – Buchung {{bookingNumber}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>hiermit bestätigen wir die Stornierung Ihrer Buchung <strong>{{bookingNumber}}</strong> für den Aufenthalt von {{checkIn}} bis {{checkOut}} auf Stellplatz {{pitch}}.</p>
${facts([
  ['Stornogebühr', '<strong>{{cancellationFee}}</strong>'],
  ['Ursprünglicher Gesamtbetrag', '{{total}}'],
])}
<p>Bereits geleistete Zahlungen abzüglich der Stornogebühr erstatten wir Ihnen in den nächsten Tagen auf dem ursprünglichen Zahlungsweg.</p>
${detailsDe('Den Stand Ihrer Buchung und Ihre Belege sehen Sie auf Ihrer Buchungsseite:')}
<p>Schade, dass es diesmal nicht klappt – wir würden uns freuen, Sie ein anderes Mal bei uns begrüßen zu dürfen.</p>
${byeDe}`,
      text: `Grüß Gott {{guestName}},

hiermit bestätigen wir die Stornierung Ihrer Buchung {{bookingNumber}} für den Aufenthalt von {{checkIn}} bis {{checkOut}} auf Stellplatz {{pitch}}.

Stornogebühr:                {{cancellationFee}}
Ursprünglicher Gesamtbetrag: {{total}}

Bereits geleistete Zahlungen abzüglich der Stornogebühr erstatten wir Ihnen in den nächsten Tagen auf dem ursprünglichen Zahlungsweg.

${detailsText('Den Stand Ihrer Buchung und Ihre Belege sehen Sie auf Ihrer Buchungsseite:')}

Schade, dass es diesmal nicht klappt – wir würden uns freuen, Sie ein anderes Mal bei uns begrüßen zu dürfen.

${byeTextDe}`,
    },
    en: {
      subject: 'Cancellation confirmed – booking {{bookingNumber}}',
      html: `<p>Dear {{firstName}},</p>
<p>we confirm the cancellation of your booking <strong>{{bookingNumber}}</strong> for the stay from {{checkIn}} to {{checkOut}} on pitch {{pitch}}.</p>
${facts([
  ['Cancellation fee', '<strong>{{cancellationFee}}</strong>'],
  ['Original total', '{{total}}'],
])}
<p>Any payment you have already made, less the cancellation fee, will be refunded to your original payment method within the next few days.</p>
${detailsEn('The state of your booking and your documents are on your booking page:')}
<p>We are sorry it did not work out this time and would be delighted to welcome you another time.</p>
${byeEn}`,
      text: `Dear {{firstName}},

we confirm the cancellation of your booking {{bookingNumber}} for the stay from {{checkIn}} to {{checkOut}} on pitch {{pitch}}.

Cancellation fee: {{cancellationFee}}
Original total:   {{total}}

Any payment you have already made, less the cancellation fee, will be refunded to your original payment method within the next few days.

${detailsText('The state of your booking and your documents are on your booking page:')}

We are sorry it did not work out this time and would be delighted to welcome you another time.

${byeTextEn}`,
    },
  },

  pre_arrival: {
    de: {
      subject: 'Bald geht’s los: Ihre Anreise am {{checkIn}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>in wenigen Tagen beginnt Ihr Urlaub bei uns in Schladming – wir freuen uns auf Sie! Damit die Anreise entspannt klappt, hier das Wichtigste:</p>
${facts([
  ['Check-in', '{{checkIn}}, ab {{checkInTime}} Uhr'],
  ['Check-out', '{{checkOut}}, bis {{checkOutTime}} Uhr'],
  ['Stellplatz', '{{pitch}} ({{category}})'],
  ['Rezeption', 'täglich {{receptionHours}} Uhr, {{companyPhone}}'],
])}
${h('Gut zu wissen')}
<ul style="padding-left:20px;margin:6px 0 16px;">
<li>Anfahrt: {{companyAddress}} – von der Ennstal-Straße (B320) Abfahrt Schladming-Rohrmoos, dann der Beschilderung folgen (<a href="{{directionsUrl}}">Route planen</a>).</li>
<li>Ihren Zugangscode für die Schranke erhalten Sie am Tag vor der Anreise per E-Mail.</li>
<li>Die Nachtruhe gilt {{quietHours}} Uhr. Hunde sind an der Leine herzlich willkommen.</li>
<li>Bitte trennen Sie Ihren Müll – die Sammelstelle finden Sie neben dem Sanitärgebäude.</li>
</ul>
{{weatherForecast}}
<p>Sollten Sie erst nach Schließung der Rezeption ankommen, ist das kein Problem: Mit dem Zugangscode kommen Sie jederzeit auf den Platz.</p>
${detailsDe('Alle Details Ihrer Buchung, das aktuelle Wetter und ab dem Vortag Ihren Zugangscode finden Sie auf Ihrer Buchungsseite:')}
<p>Gute Anreise und bis bald!<br>Ihr Team vom {{companyName}}</p>`,
      text: `Grüß Gott {{guestName}},

in wenigen Tagen beginnt Ihr Urlaub bei uns in Schladming – wir freuen uns auf Sie! Damit die Anreise entspannt klappt, hier das Wichtigste:

Check-in:   {{checkIn}}, ab {{checkInTime}} Uhr
Check-out:  {{checkOut}}, bis {{checkOutTime}} Uhr
Stellplatz: {{pitch}} ({{category}})
Rezeption:  täglich {{receptionHours}} Uhr, {{companyPhone}}

Gut zu wissen:
- Anfahrt: {{companyAddress}} – von der Ennstal-Straße (B320) Abfahrt Schladming-Rohrmoos, dann der Beschilderung folgen. Route: {{directionsUrl}}
- Ihren Zugangscode für die Schranke erhalten Sie am Tag vor der Anreise per E-Mail.
- Die Nachtruhe gilt {{quietHours}} Uhr. Hunde sind an der Leine herzlich willkommen.
- Bitte trennen Sie Ihren Müll – die Sammelstelle finden Sie neben dem Sanitärgebäude.

{{weatherForecast}}

Sollten Sie erst nach Schließung der Rezeption ankommen, ist das kein Problem: Mit dem Zugangscode kommen Sie jederzeit auf den Platz.

${detailsText('Alle Details Ihrer Buchung, das aktuelle Wetter und ab dem Vortag Ihren Zugangscode finden Sie auf Ihrer Buchungsseite:')}

Gute Anreise und bis bald!
Ihr Team vom {{companyName}}`,
    },
    en: {
      subject: 'See you soon: your arrival on {{checkIn}}',
      html: `<p>Dear {{firstName}},</p>
<p>in a few days your holiday with us in Schladming begins – we are looking forward to seeing you! To make your arrival easy, here is what you need to know:</p>
${facts([
  ['Check-in', '{{checkIn}}, from {{checkInTime}}'],
  ['Check-out', '{{checkOut}}, by {{checkOutTime}}'],
  ['Pitch', '{{pitch}} ({{category}})'],
  ['Reception', 'daily {{receptionHours}}, {{companyPhone}}'],
])}
${h('Good to know')}
<ul style="padding-left:20px;margin:6px 0 16px;">
<li>Getting here: {{companyAddress}} – leave the Enns valley road (B320) at Schladming-Rohrmoos and follow the signs (<a href="{{directionsUrl}}">plan your route</a>).</li>
<li>You will receive your access code for the gate by email the day before you arrive.</li>
<li>Quiet hours are {{quietHours}}. Dogs on a lead are very welcome.</li>
<li>Please separate your waste – the collection point is next to the washroom building.</li>
</ul>
{{weatherForecast}}
<p>Arriving after the reception has closed is no problem: the access code lets you onto the site at any time.</p>
${detailsEn('Everything about your booking, the latest weather and, from the day before, your access code are on your booking page:')}
<p>Have a good journey – see you soon!<br>The {{companyName}} team</p>`,
      text: `Dear {{firstName}},

in a few days your holiday with us in Schladming begins – we are looking forward to seeing you! To make your arrival easy, here is what you need to know:

Check-in:  {{checkIn}}, from {{checkInTime}}
Check-out: {{checkOut}}, by {{checkOutTime}}
Pitch:     {{pitch}} ({{category}})
Reception: daily {{receptionHours}}, {{companyPhone}}

Good to know:
- Getting here: {{companyAddress}} – leave the Enns valley road (B320) at Schladming-Rohrmoos and follow the signs. Route: {{directionsUrl}}
- You will receive your access code for the gate by email the day before you arrive.
- Quiet hours are {{quietHours}}. Dogs on a lead are very welcome.
- Please separate your waste – the collection point is next to the washroom building.

{{weatherForecast}}

Arriving after the reception has closed is no problem: the access code lets you onto the site at any time.

${detailsText('Everything about your booking, the latest weather and, from the day before, your access code are on your booking page:')}

Have a good journey – see you soon!
The {{companyName}} team`,
    },
  },

  hold_expired: {
    de: {
      subject: 'Ihre Reservierung {{bookingNumber}} ist abgelaufen',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>Ihre Reservierung {{bookingNumber}} für Stellplatz {{pitch}} vom {{checkIn}} bis {{checkOut}} wurde nicht rechtzeitig abgeschlossen und ist daher abgelaufen. Der Stellplatz ist wieder freigegeben; es sind Ihnen keine Kosten entstanden.</p>
<p>Möchten Sie trotzdem zu uns kommen? Buchen Sie einfach erneut auf {{website}} – oder rufen Sie uns an unter {{companyPhone}}, wir helfen Ihnen gerne weiter.</p>
${detailsDe('Den Stand Ihrer Reservierung sehen Sie auf Ihrer Buchungsseite:')}
${byeDe}`,
      text: `Grüß Gott {{guestName}},

Ihre Reservierung {{bookingNumber}} für Stellplatz {{pitch}} vom {{checkIn}} bis {{checkOut}} wurde nicht rechtzeitig abgeschlossen und ist daher abgelaufen. Der Stellplatz ist wieder freigegeben; es sind Ihnen keine Kosten entstanden.

Möchten Sie trotzdem zu uns kommen? Buchen Sie einfach erneut auf {{website}} – oder rufen Sie uns an unter {{companyPhone}}, wir helfen Ihnen gerne weiter.

${detailsText('Den Stand Ihrer Reservierung sehen Sie auf Ihrer Buchungsseite:')}

${byeTextDe}`,
    },
    en: {
      subject: 'Your reservation {{bookingNumber}} has expired',
      html: `<p>Dear {{firstName}},</p>
<p>your reservation {{bookingNumber}} for pitch {{pitch}} from {{checkIn}} to {{checkOut}} was not completed in time and has therefore expired. The pitch has been released again and you have not been charged anything.</p>
<p>Would you still like to stay with us? Simply book again at {{website}} – or give us a call on {{companyPhone}}, we will be glad to help.</p>
${detailsEn('The state of your reservation is on your booking page:')}
${byeEn}`,
      text: `Dear {{firstName}},

your reservation {{bookingNumber}} for pitch {{pitch}} from {{checkIn}} to {{checkOut}} was not completed in time and has therefore expired. The pitch has been released again and you have not been charged anything.

Would you still like to stay with us? Simply book again at {{website}} – or give us a call on {{companyPhone}}, we will be glad to help.

${detailsText('The state of your reservation is on your booking page:')}

${byeTextEn}`,
    },
  },
  registration_request: {
    de: {
      subject: 'Bitte melden Sie sich vor der Anreise an ({{bookingNumber}})',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>am {{checkIn}} beginnt Ihr Aufenthalt auf Stellplatz {{pitch}}. Das österreichische Meldegesetz verlangt für jede Person der Reisegruppe einen Meldeschein: Name, Geburtsdatum, Staatsangehörigkeit, Wohnadresse und bei Gästen aus dem Ausland das Reisedokument.</p>
<p>Das erledigen Sie in wenigen Minuten online – dann geht es an der Rezeption schneller. Öffnen Sie Ihre Buchungsseite und wählen Sie „Gäste anmelden“.</p>
${detailsDe('Zur Gästeanmeldung auf Ihrer Buchungsseite:')}
${byeDe}`,
      text: `Grüß Gott {{guestName}},

am {{checkIn}} beginnt Ihr Aufenthalt auf Stellplatz {{pitch}}. Das österreichische Meldegesetz verlangt für jede Person der Reisegruppe einen Meldeschein: Name, Geburtsdatum, Staatsangehörigkeit, Wohnadresse und bei Gästen aus dem Ausland das Reisedokument.

Das erledigen Sie in wenigen Minuten online – dann geht es an der Rezeption schneller. Öffnen Sie Ihre Buchungsseite und wählen Sie „Gäste anmelden“.

${detailsText('Zur Gästeanmeldung auf Ihrer Buchungsseite:')}

${byeTextDe}`,
    },
    en: {
      subject: 'Please register before you arrive ({{bookingNumber}})',
      html: `<p>Dear {{firstName}},</p>
<p>your stay on pitch {{pitch}} begins on {{checkIn}}. Austrian law (Meldegesetz) requires a registration form for every person in your party: name, date of birth, nationality, home address and, for guests from abroad, the travel document.</p>
<p>It takes a few minutes online and makes check-in at reception quicker. Open your booking page and choose “Register guests”.</p>
${detailsEn('To the guest registration on your booking page:')}
${byeEn}`,
      text: `Dear {{firstName}},

your stay on pitch {{pitch}} begins on {{checkIn}}. Austrian law (Meldegesetz) requires a registration form for every person in your party: name, date of birth, nationality, home address and, for guests from abroad, the travel document.

It takes a few minutes online and makes check-in at reception quicker. Open your booking page and choose “Register guests”.

${detailsText('To the guest registration on your booking page:')}

${byeTextEn}`,
    },
  },
  balance_due: {
    de: {
      subject: 'Restbetrag fällig bis {{dueDate}} – Buchung {{bookingNumber}}',
      html: `<p>Grüß Gott {{guestName}},</p>
<p>vielen Dank für Ihre Anzahlung! Für Ihre Buchung {{bookingNumber}} ist noch der Restbetrag von <strong>{{amount}}</strong> offen, fällig bis <strong>{{dueDate}}</strong>.</p>
${facts([
  ['Anreise', '{{checkIn}}, ab {{checkInTime}} Uhr'],
  ['Abreise', '{{checkOut}}, bis {{checkOutTime}} Uhr'],
  ['Stellplatz', '{{pitch}} ({{category}})'],
  ['Gesamtbetrag', '{{total}}'],
  ['Restbetrag', '<strong>{{amount}}</strong>'],
])}
<p>Sie können den Restbetrag bequem mit Karte auf Ihrer Buchungsseite bezahlen – oder bei der Anreise an der Rezeption.</p>
${detailsDe('Restbetrag jetzt auf Ihrer Buchungsseite bezahlen:')}
${byeDe}`,
      text: `Grüß Gott {{guestName}},

vielen Dank für Ihre Anzahlung! Für Ihre Buchung {{bookingNumber}} ist noch der Restbetrag von {{amount}} offen, fällig bis {{dueDate}}.

Anreise:      {{checkIn}}, ab {{checkInTime}} Uhr
Abreise:      {{checkOut}}, bis {{checkOutTime}} Uhr
Stellplatz:   {{pitch}} ({{category}})
Gesamtbetrag: {{total}}
Restbetrag:   {{amount}}

Sie können den Restbetrag bequem mit Karte auf Ihrer Buchungsseite bezahlen – oder bei der Anreise an der Rezeption.

${detailsText('Restbetrag jetzt auf Ihrer Buchungsseite bezahlen:')}

${byeTextDe}`,
    },
    en: {
      subject: 'Balance due by {{dueDate}} – booking {{bookingNumber}}',
      html: `<p>Dear {{firstName}},</p>
<p>thank you for your deposit! The balance of <strong>{{amount}}</strong> for booking {{bookingNumber}} is still open and due by <strong>{{dueDate}}</strong>.</p>
${facts([
  ['Arrival', '{{checkIn}}, from {{checkInTime}}'],
  ['Departure', '{{checkOut}}, by {{checkOutTime}}'],
  ['Pitch', '{{pitch}} ({{category}})'],
  ['Total', '{{total}}'],
  ['Balance', '<strong>{{amount}}</strong>'],
])}
<p>You can pay the balance by card on your booking page – or at the reception when you arrive.</p>
${detailsEn('Pay the balance now on your booking page:')}
${byeEn}`,
      text: `Dear {{firstName}},

thank you for your deposit! The balance of {{amount}} for booking {{bookingNumber}} is still open and due by {{dueDate}}.

Arrival:   {{checkIn}}, from {{checkInTime}}
Departure: {{checkOut}}, by {{checkOutTime}}
Pitch:     {{pitch}} ({{category}})
Total:     {{total}}
Balance:   {{amount}}

You can pay the balance by card on your booking page – or at the reception when you arrive.

${detailsText('Pay the balance now on your booking page:')}

${byeTextEn}`,
    },
  },
};

/**
 * The texts every installation starts with, per template and language. Staff edit them in the
 * console; `seedMailTemplates` only ever adds the ones that are missing. A template that has no
 * Dutch text yet starts in English (a Dutch guest reads English far more often than German);
 * catalogues.spec.ts fails until its translation is there.
 */
export const DEFAULT_TEMPLATES = Object.fromEntries(
  TEMPLATE_KEYS.map((key) => [
    key,
    { ...GERMAN_ENGLISH[key], nl: NL_TEMPLATES[key] ?? GERMAN_ENGLISH[key].en },
  ]),
) as Record<TemplateKey, Record<MailLanguage, TemplateText>>;

/**
 * Adds the default text of every template and language that has no row yet, and brings rows staff
 * never saved (`updated_by` null) up to this release's default text (so the details link and the
 * forecast reach existing installations); a row staff edited is never touched, so their edits
 * survive every seed and every boot. Safe to run concurrently. Returns the rows added or updated.
 */
export async function seedMailTemplates(em: EntityManager): Promise<number> {
  let added = 0;
  for (const key of TEMPLATE_KEYS) {
    for (const language of MAIL_LANGUAGES) {
      const t = DEFAULT_TEMPLATES[key][language];
      const rows: unknown = await em.getConnection().execute(
        `insert into email_templates (id, key, language, subject, html, text, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, now(), now())
         on conflict (key, language) do update
           set subject = excluded.subject, html = excluded.html, text = excluded.text, updated_at = now()
           where email_templates.updated_by is null
             and (email_templates.subject, email_templates.html, email_templates.text)
                 is distinct from (excluded.subject, excluded.html, excluded.text)
         returning id`,
        [key, language, t.subject, t.html, t.text],
        'all',
        em.getTransactionContext(),
      );
      if (Array.isArray(rows)) added += rows.length;
    }
  }
  return added;
}
