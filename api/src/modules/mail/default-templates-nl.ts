// Data, not logic: the Dutch default text of every mail template (the polite "u" form Dutch
// campsites write in). Like default-templates.ts, its length is the templates' text.
import type { TemplateKey } from './mail.types';
import { button, code, detailsText, facts, h, type TemplateText } from './template-blocks';

const stayNl: Array<[string, string]> = [
  ['Boekingsnummer', '<strong>{{bookingNumber}}</strong>'],
  ['Aankomst', '{{checkIn}}, vanaf {{checkInTime}} uur'],
  ['Vertrek', '{{checkOut}}, tot {{checkOutTime}} uur'],
  ['Standplaats', '{{pitch}} ({{category}})'],
  ['Personen', '{{guests}} ({{adults}} vanaf 15 jaar, {{children}} jonger dan 15)'],
];
const stayTextNl = `Boekingsnummer: {{bookingNumber}}
Aankomst:       {{checkIn}}, vanaf {{checkInTime}} uur
Vertrek:        {{checkOut}}, tot {{checkOutTime}} uur
Standplaats:    {{pitch}} ({{category}})
Personen:       {{guests}} ({{adults}} vanaf 15 jaar, {{children}} jonger dan 15)`;

const detailsNl = (lead: string) =>
  `<p>${lead}</p>\n${button('{{detailsUrl}}', 'Mijn boeking bekijken')}`;

const byeNl = '<p>Hartelijke groeten uit Schladming,<br>het team van {{companyName}}</p>';
const byeTextNl = 'Hartelijke groeten uit Schladming,\nhet team van {{companyName}}';

/**
 * The Dutch text of each template. Partial on purpose: a template added later in German and
 * English only starts in English for Dutch guests until its translation lands here.
 */
export const NL_TEMPLATES: Partial<Record<TemplateKey, TemplateText>> = {
  booking_confirmation: {
    subject: 'Uw boeking {{bookingNumber}} is bevestigd – {{companyName}}',
    html: `<p>Beste {{firstName}},</p>
<p>hartelijk dank voor uw boeking! We verheugen ons erop u aan de voet van de Dachstein te verwelkomen. Hier zijn uw boekingsgegevens in één oogopslag:</p>
${facts(stayNl)}
${h('Uw prijsoverzicht')}
{{quoteTable}}
{{paymentDetails}}
<p>Uw verblijf is als agenda-item bijgevoegd. Uw persoonlijke toegangscode voor de slagboom sturen we u de dag vóór uw aankomst.</p>
${detailsNl('Uw boeking, en later uw toegangscode en factuur, vindt u altijd op uw boekingspagina. Daar kunt u ook annuleren:')}
<p>Heeft u vragen of wensen? Onze receptie is dagelijks voor u bereikbaar, {{receptionHours}}: bel {{companyPhone}} of schrijf naar {{companyEmail}}.</p>
${byeNl}`,
    text: `Beste {{firstName}},

hartelijk dank voor uw boeking! We verheugen ons erop u aan de voet van de Dachstein te verwelkomen. Hier zijn uw boekingsgegevens in één oogopslag:

${stayTextNl}

Uw prijsoverzicht:
{{quoteTable}}

{{paymentDetails}}

Uw verblijf is als agenda-item bijgevoegd. Uw persoonlijke toegangscode voor de slagboom sturen we u de dag vóór uw aankomst.

${detailsText('Uw boeking, en later uw toegangscode en factuur, vindt u altijd op uw boekingspagina. Daar kunt u ook annuleren:')}

Heeft u vragen of wensen? Onze receptie is dagelijks voor u bereikbaar, {{receptionHours}}: bel {{companyPhone}} of schrijf naar {{companyEmail}}.

${byeTextNl}`,
  },

  booking_verification: {
    subject: 'Bevestig uw boeking {{bookingNumber}} – {{companyName}}',
    html: `<p>Beste {{firstName}},</p>
<p>u heeft op onze website een standplaats gereserveerd, {{paymentMethod}}. Bevestig dat dit e-mailadres van u is, dan is de boeking definitief:</p>
${button('{{verifyUrl}}', 'Boeking bevestigen')}
${facts(stayNl)}
{{paymentDetails}}
<p>We houden de standplaats voor u vrij tot <strong>{{verifyUntil}}</strong>. Zonder bevestiging wordt hij daarna weer vrijgegeven; dat kost u niets. Heeft u niets gereserveerd? Dan kunt u deze e-mail gewoon negeren.</p>
${byeNl}`,
    text: `Beste {{firstName}},

u heeft op onze website een standplaats gereserveerd, {{paymentMethod}}. Bevestig dat dit e-mailadres van u is, dan is de boeking definitief:

{{verifyUrl}}

${stayTextNl}

{{paymentDetails}}

We houden de standplaats voor u vrij tot {{verifyUntil}}. Zonder bevestiging wordt hij daarna weer vrijgegeven; dat kost u niets. Heeft u niets gereserveerd? Dan kunt u deze e-mail gewoon negeren.

${byeTextNl}`,
  },

  payment_received: {
    subject: 'Betaling ontvangen – boeking {{bookingNumber}}',
    html: `<p>Beste {{firstName}},</p>
<p>we hebben uw betaling van <strong>{{amount}}</strong> voor boeking {{bookingNumber}} ontvangen – hartelijk dank!</p>
${facts([
  ['Aankomst', '{{checkIn}}, vanaf {{checkInTime}} uur'],
  ['Vertrek', '{{checkOut}}, tot {{checkOutTime}} uur'],
  ['Standplaats', '{{pitch}} ({{category}})'],
])}
<p>Uw factuur volgt in een aparte e-mail. Niets staat uw vakantie in de bergen van Schladming nog in de weg.</p>
${detailsNl('Uw betalingen en uw factuur vindt u ook op uw boekingspagina:')}
${byeNl}`,
    text: `Beste {{firstName}},

we hebben uw betaling van {{amount}} voor boeking {{bookingNumber}} ontvangen – hartelijk dank!

Aankomst:    {{checkIn}}, vanaf {{checkInTime}} uur
Vertrek:     {{checkOut}}, tot {{checkOutTime}} uur
Standplaats: {{pitch}} ({{category}})

Uw factuur volgt in een aparte e-mail. Niets staat uw vakantie in de bergen van Schladming nog in de weg.

${detailsText('Uw betalingen en uw factuur vindt u ook op uw boekingspagina:')}

${byeTextNl}`,
  },

  access_code: {
    subject: 'Uw toegangscode voor de slagboom – boeking {{bookingNumber}}',
    html: `<p>Beste {{firstName}},</p>
<p>morgen is het zover! Met deze code opent u onze toegangsslagboom – ook als de receptie al gesloten is:</p>
${code('{{accessCode}}')}
${facts([
  ['Geldig vanaf', '{{validFrom}}'],
  ['Geldig tot', '{{validUntil}}'],
  ['Uw standplaats', '{{pitch}} ({{category}})'],
])}
<p>Toets de code gewoon in op het toetsenbord naast de slagboom. Geef hem alstublieft niet aan anderen door.</p>
${detailsNl('De code staat ook op uw boekingspagina:')}
<p>Onze receptie is dagelijks open, {{receptionHours}}. In noodgevallen zijn we dag en nacht bereikbaar op {{emergencyPhone}}.</p>
<p>Goede reis!<br>Het team van {{companyName}}</p>`,
    text: `Beste {{firstName}},

morgen is het zover! Met deze code opent u onze toegangsslagboom – ook als de receptie al gesloten is:

    {{accessCode}}

Geldig vanaf:   {{validFrom}}
Geldig tot:     {{validUntil}}
Uw standplaats: {{pitch}} ({{category}})

Toets de code gewoon in op het toetsenbord naast de slagboom. Geef hem alstublieft niet aan anderen door.

${detailsText('De code staat ook op uw boekingspagina:')}

Onze receptie is dagelijks open, {{receptionHours}}. In noodgevallen zijn we dag en nacht bereikbaar op {{emergencyPhone}}.

Goede reis!
Het team van {{companyName}}`,
  },

  invoice: {
    subject: 'Uw {{invoiceTitle}} {{invoiceNumber}} – {{companyName}}',
    html: `<p>Beste {{firstName}},</p>
<p>bijgaand ontvangt u de {{invoiceTitle}} <strong>{{invoiceNumber}}</strong> voor uw boeking {{bookingNumber}} ({{checkIn}} tot {{checkOut}}).</p>
{{quoteTable}}
{{paymentDetails}}
<p>Bewaar deze voor uw administratie. Heeft u er vragen over, schrijf ons dan op {{companyEmail}}.</p>
${detailsNl('U kunt uw documenten ook altijd downloaden op uw boekingspagina:')}
${byeNl}`,
    text: `Beste {{firstName}},

bijgaand ontvangt u de {{invoiceTitle}} {{invoiceNumber}} voor uw boeking {{bookingNumber}} ({{checkIn}} tot {{checkOut}}).

{{quoteTable}}

{{paymentDetails}}

Bewaar deze voor uw administratie. Heeft u er vragen over, schrijf ons dan op {{companyEmail}}.

${detailsText('U kunt uw documenten ook altijd downloaden op uw boekingspagina:')}

${byeTextNl}`,
  },

  cancellation: {
    subject: 'Annulering bevestigd – boeking {{bookingNumber}}',
    html: `<p>Beste {{firstName}},</p>
<p>hierbij bevestigen we de annulering van uw boeking <strong>{{bookingNumber}}</strong> voor het verblijf van {{checkIn}} tot {{checkOut}} op standplaats {{pitch}}.</p>
${facts([
  ['Annuleringskosten', '<strong>{{cancellationFee}}</strong>'],
  ['Oorspronkelijk totaal', '{{total}}'],
])}
<p>Wat u al heeft betaald, min de annuleringskosten, storten we de komende dagen terug via uw oorspronkelijke betaalmethode.</p>
${detailsNl('De stand van uw boeking en uw documenten vindt u op uw boekingspagina:')}
<p>Jammer dat het deze keer niet doorgaat – we verwelkomen u graag een andere keer.</p>
${byeNl}`,
    text: `Beste {{firstName}},

hierbij bevestigen we de annulering van uw boeking {{bookingNumber}} voor het verblijf van {{checkIn}} tot {{checkOut}} op standplaats {{pitch}}.

Annuleringskosten:     {{cancellationFee}}
Oorspronkelijk totaal: {{total}}

Wat u al heeft betaald, min de annuleringskosten, storten we de komende dagen terug via uw oorspronkelijke betaalmethode.

${detailsText('De stand van uw boeking en uw documenten vindt u op uw boekingspagina:')}

Jammer dat het deze keer niet doorgaat – we verwelkomen u graag een andere keer.

${byeTextNl}`,
  },

  pre_arrival: {
    subject: 'Tot snel: uw aankomst op {{checkIn}}',
    html: `<p>Beste {{firstName}},</p>
<p>over een paar dagen begint uw vakantie bij ons in Schladming – we kijken ernaar uit! Zodat uw aankomst soepel verloopt, hier het belangrijkste:</p>
${facts([
  ['Inchecken', '{{checkIn}}, vanaf {{checkInTime}} uur'],
  ['Uitchecken', '{{checkOut}}, tot {{checkOutTime}} uur'],
  ['Standplaats', '{{pitch}} ({{category}})'],
  ['Receptie', 'dagelijks {{receptionHours}}, {{companyPhone}}'],
])}
${h('Goed om te weten')}
<ul style="padding-left:20px;margin:6px 0 16px;">
<li>Route: {{companyAddress}} – verlaat de weg door het Ennsdal (B320) bij Schladming-Rohrmoos en volg de borden (<a href="{{directionsUrl}}">route plannen</a>).</li>
<li>Uw toegangscode voor de slagboom ontvangt u de dag vóór aankomst per e-mail.</li>
<li>De nachtrust geldt van {{quietHours}}. Honden aan de lijn zijn van harte welkom.</li>
<li>Scheid uw afval alstublieft – het inzamelpunt ligt naast het sanitairgebouw.</li>
</ul>
{{weatherForecast}}
<p>Komt u aan als de receptie al gesloten is? Geen probleem: met de toegangscode komt u altijd het terrein op.</p>
${detailsNl('Alles over uw boeking, het actuele weer en vanaf de dag vóór aankomst uw toegangscode vindt u op uw boekingspagina:')}
<p>Goede reis – tot snel!<br>Het team van {{companyName}}</p>`,
    text: `Beste {{firstName}},

over een paar dagen begint uw vakantie bij ons in Schladming – we kijken ernaar uit! Zodat uw aankomst soepel verloopt, hier het belangrijkste:

Inchecken:   {{checkIn}}, vanaf {{checkInTime}} uur
Uitchecken:  {{checkOut}}, tot {{checkOutTime}} uur
Standplaats: {{pitch}} ({{category}})
Receptie:    dagelijks {{receptionHours}}, {{companyPhone}}

Goed om te weten:
- Route: {{companyAddress}} – verlaat de weg door het Ennsdal (B320) bij Schladming-Rohrmoos en volg de borden. Route: {{directionsUrl}}
- Uw toegangscode voor de slagboom ontvangt u de dag vóór aankomst per e-mail.
- De nachtrust geldt van {{quietHours}}. Honden aan de lijn zijn van harte welkom.
- Scheid uw afval alstublieft – het inzamelpunt ligt naast het sanitairgebouw.

{{weatherForecast}}

Komt u aan als de receptie al gesloten is? Geen probleem: met de toegangscode komt u altijd het terrein op.

${detailsText('Alles over uw boeking, het actuele weer en vanaf de dag vóór aankomst uw toegangscode vindt u op uw boekingspagina:')}

Goede reis – tot snel!
Het team van {{companyName}}`,
  },

  hold_expired: {
    subject: 'Uw reservering {{bookingNumber}} is verlopen',
    html: `<p>Beste {{firstName}},</p>
<p>uw reservering {{bookingNumber}} voor standplaats {{pitch}} van {{checkIn}} tot {{checkOut}} is niet op tijd afgerond en daarom verlopen. De standplaats is weer vrijgegeven en er is niets in rekening gebracht.</p>
<p>Wilt u toch bij ons verblijven? Boek gewoon opnieuw op {{website}} – of bel ons op {{companyPhone}}, we helpen u graag.</p>
${detailsNl('De stand van uw reservering vindt u op uw boekingspagina:')}
${byeNl}`,
    text: `Beste {{firstName}},

uw reservering {{bookingNumber}} voor standplaats {{pitch}} van {{checkIn}} tot {{checkOut}} is niet op tijd afgerond en daarom verlopen. De standplaats is weer vrijgegeven en er is niets in rekening gebracht.

Wilt u toch bij ons verblijven? Boek gewoon opnieuw op {{website}} – of bel ons op {{companyPhone}}, we helpen u graag.

${detailsText('De stand van uw reservering vindt u op uw boekingspagina:')}

${byeTextNl}`,
  },

  registration_request: {
    subject: 'Meld u aan vóór uw aankomst ({{bookingNumber}})',
    html: `<p>Beste {{firstName}},</p>
<p>uw verblijf op standplaats {{pitch}} begint op {{checkIn}}. De Oostenrijkse wet (Meldegesetz) verplicht ons tot een gastenregistratie (Meldeschein) voor iedere persoon in uw gezelschap: naam, geboortedatum, nationaliteit, woonadres en, voor gasten uit het buitenland, het reisdocument.</p>
<p>Online kost het maar een paar minuten en het inchecken bij de receptie gaat daarna sneller. Open uw boekingspagina en kies „Gasten aanmelden”.</p>
${detailsNl('Naar de gastenregistratie op uw boekingspagina:')}
${byeNl}`,
    text: `Beste {{firstName}},

uw verblijf op standplaats {{pitch}} begint op {{checkIn}}. De Oostenrijkse wet (Meldegesetz) verplicht ons tot een gastenregistratie (Meldeschein) voor iedere persoon in uw gezelschap: naam, geboortedatum, nationaliteit, woonadres en, voor gasten uit het buitenland, het reisdocument.

Online kost het maar een paar minuten en het inchecken bij de receptie gaat daarna sneller. Open uw boekingspagina en kies „Gasten aanmelden”.

${detailsText('Naar de gastenregistratie op uw boekingspagina:')}

${byeTextNl}`,
  },

  balance_due: {
    subject: 'Restbedrag te betalen vóór {{dueDate}} – boeking {{bookingNumber}}',
    html: `<p>Beste {{firstName}},</p>
<p>hartelijk dank voor uw aanbetaling! Het restbedrag van <strong>{{amount}}</strong> voor boeking {{bookingNumber}} staat nog open en moet uiterlijk <strong>{{dueDate}}</strong> zijn betaald.</p>
${facts([
  ['Aankomst', '{{checkIn}}, vanaf {{checkInTime}} uur'],
  ['Vertrek', '{{checkOut}}, tot {{checkOutTime}} uur'],
  ['Standplaats', '{{pitch}} ({{category}})'],
  ['Totaal', '{{total}}'],
  ['Restbedrag', '<strong>{{amount}}</strong>'],
])}
<p>U kunt het restbedrag per kaart betalen op uw boekingspagina – of bij aankomst aan de receptie.</p>
${detailsNl('Betaal het restbedrag nu op uw boekingspagina:')}
${byeNl}`,
    text: `Beste {{firstName}},

hartelijk dank voor uw aanbetaling! Het restbedrag van {{amount}} voor boeking {{bookingNumber}} staat nog open en moet uiterlijk {{dueDate}} zijn betaald.

Aankomst:    {{checkIn}}, vanaf {{checkInTime}} uur
Vertrek:     {{checkOut}}, tot {{checkOutTime}} uur
Standplaats: {{pitch}} ({{category}})
Totaal:      {{total}}
Restbedrag:  {{amount}}

U kunt het restbedrag per kaart betalen op uw boekingspagina – of bij aankomst aan de receptie.

${detailsText('Betaal het restbedrag nu op uw boekingspagina:')}

${byeTextNl}`,
  },
};
