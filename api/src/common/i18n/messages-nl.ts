/**
 * The Dutch API texts (the guest's "u" form), one for every key of the German catalogue in
 * messages.ts; `catalogues.spec.ts` fails when a key or a `{placeholder}` is missing here.
 */
export const nlMessages = {
  'error.badRequest': 'Ongeldig verzoek.',
  'error.malformedJson': 'De inhoud van het verzoek is geen geldige JSON.',
  'error.payloadTooLarge': 'Het verzoek is te groot.',
  'error.unauthorized': 'Meld u aan.',
  'error.forbidden': 'Toegang geweigerd.',
  'error.notFound': 'Niet gevonden.',
  'error.routeNotFound': 'Dit adres bestaat niet: {method} {path}',
  'error.conflict': 'De bewerking is in strijd met bestaande gegevens.',
  'error.duplicate': 'Er bestaat al een item met deze waarde.',
  'error.internal': 'Er is een interne fout opgetreden. Probeert u het later opnieuw.',
  'error.unavailable':
    'De dienst is even niet bereikbaar. Probeert u het over enkele seconden opnieuw.',
  'error.csrf': 'Beveiligingstoken ontbreekt of is ongeldig. Laad de pagina opnieuw.',
  'error.serviceUnavailable': 'De dienst is tijdelijk niet beschikbaar.',
  'input.tooDeep': 'De inhoud van het verzoek is te diep genest.',
  'input.tooManyEntries':
    'De inhoud van het verzoek heeft te veel items ({field}: meer dan {max}).',
  'input.tooManyKeys': 'De inhoud van het verzoek heeft te veel velden ({field}: meer dan {max}).',
  'input.malformedUrl': 'Het adres bevat een ongeldige procentcodering.',
  'input.badText': '{field} bevat niet-toegestane tekens',
  'input.badId': 'Het adres bevat geen geldige sleutel.',
  'validation.required': 'Dit veld is verplicht',
  'validation.email': 'Vul een geldig e-mailadres in',
  'validation.unknownField': 'Onbekend veld: {field}',
  'validation.type': 'Ongeldige waarde voor {field}',
  'validation.tooShort': '{field} moet minstens {min} tekens lang zijn',
  'validation.tooLong': '{field} mag hoogstens {max} tekens lang zijn',
  'validation.oneOf': '{field} moet een van de volgende waarden zijn: {values}',
  'validation.invalid': 'Ongeldige invoer voor {field}',
  'validation.min': '{field} moet minstens {min} zijn',
  'validation.max': '{field} mag hoogstens {max} zijn',
  'validation.tooManyItems': '{field} mag hoogstens {max} items hebben',
  'validation.tooManyFields': '{field} heeft te veel velden (hoogstens {max})',
  'validation.moreProblems': '… en nog {count}',
  'list.badParam': 'Ongeldige lijstparameter {param}: {reason}',
  'list.unknownSort': 'Op {field} kan niet worden gesorteerd',
  'list.unknownFilter': 'Op {field} kan niet worden gefilterd',
  'auth.loginSuccess': 'Aanmelden gelukt',
  'auth.invalidCredentials': 'E-mailadres of wachtwoord is onjuist.',
  'auth.tooManyAttempts': 'Te veel aanmeldpogingen. Probeert u het over {minutes} minuten opnieuw.',
  'auth.loggedOut': 'U bent afgemeld.',
  'auth.tooManyAttemptsSeconds':
    'Te veel aanmeldpogingen. Probeert u het over {seconds} seconden opnieuw.',
  'auth.unlocked': 'De aanmeldblokkering van {email} is opgeheven.',
  'error.unsupportedMediaType': 'Stuur de gegevens als JSON (application/json).',
  'auth.staffOnly': 'Dit gedeelte is alleen voor medewerkers.',
  'auth.adminOnly': 'Hiervoor zijn beheerdersrechten nodig.',
  'users.emailTaken': 'Dit e-mailadres is al in gebruik.',
  'users.lastAdmin': 'De laatste actieve beheerder kan niet worden verwijderd of teruggezet.',
  'users.notSelf': 'U kunt uw eigen account niet verwijderen.',
  'security.passwordCommon':
    'Dit wachtwoord is te makkelijk te raden (het staat op de lijst van veelgebruikte wachtwoorden). Kies een ander wachtwoord.',
  'security.currentPasswordWrong': 'Het huidige wachtwoord is onjuist.',
  'security.passwordUnchanged': 'Het nieuwe wachtwoord moet verschillen van het huidige.',
  'security.passwordChanged': 'Uw wachtwoord is gewijzigd. Uw andere sessies zijn beëindigd.',
  'maintenance.defaultMessage':
    'Het systeem is in onderhoud. We zijn binnenkort weer voor u beschikbaar.',
  'validation.phone': 'Vul een geldig telefoonnummer in',
  'validation.date': '{field} moet een datum zijn in de vorm JJJJ-MM-DD',
  'validation.consent':
    'Voor de boeking is instemming met de algemene voorwaarden en de privacyverklaring vereist',
  'validation.country': 'Geef het land op als code van twee letters (bijv. NL)',
  'validation.uid': 'Vul een geldig btw-nummer in (bijv. NL123456789B01)',
  'validation.uidCheckDigit':
    'Dit btw-nummer bestaat niet: het controlecijfer (het laatste cijfer) past niet bij de cijfers ervoor. Controleer het nummer.',
  'validation.iban': 'Vul een geldige IBAN in (bijv. AT43 3837 7000 0045 6789)',
  'validation.bic': 'Vul een geldige BIC in (8 of 11 tekens, bijv. RZSTAT2G377)',
  'validation.time': 'Vul een tijd in als UU:MM (bijv. 14:00)',
  'validation.httpsUrl': 'Vul een volledig adres in dat begint met https://',
  'booking.dateInPast': 'De datum mag niet in het verleden liggen',
  'booking.checkOutAfterCheckIn': 'De vertrekdatum moet na de aankomstdatum liggen',
  'booking.tooFarAhead': 'Boeken is mogelijk tot hoogstens {months} maanden vooruit',
  'booking.stayTooLong': 'Een verblijf duurt hoogstens {nights} nachten',
  'booking.minStay': 'Het minimale verblijf in deze periode is {nights} nachten',
  'booking.partyTooLarge': 'Op deze standplaats zijn hoogstens {max} personen toegestaan',
  'booking.mandatoryExtra': 'Deze dienst is verplicht en moet worden gekozen',
  'booking.unknownExtra': 'Deze extra dienst bestaat niet: {code}',
  'booking.extraNotOffered':
    'Deze extra dienst is niet beschikbaar voor deze categorie standplaatsen',
  'booking.extraNeedsElectricity': 'Deze standplaats heeft geen stroomaansluiting',
  'booking.extraQuantity': 'Hoogstens {max} mogelijk',
  'booking.unknownCategory': 'Deze categorie standplaatsen bestaat niet',
  'booking.unknownPitch': 'Deze standplaats bestaat niet',
  'booking.pitchNotBookable': 'Deze standplaats kan voor deze keuze niet worden geboekt',
  'booking.pitchTaken':
    'Helaas is deze standplaats voor deze data niet meer beschikbaar. Kies een andere standplaats of andere data.',
  'booking.notFound': 'Boeking niet gevonden',
  'booking.accessDenied': 'Toegang geweigerd',
  'waitlist.pitchFree':
    'Er is voor deze data een standplaats van dit type vrij. U kunt hem nu boeken.',
  'waitlist.notFound': 'Deze inschrijving op de wachtlijst is niet gevonden',
  'waitlist.accessDenied': 'Toegang geweigerd. Gebruik de link uit de e-mail.',
  'waitlist.gone': 'Deze inschrijving op de wachtlijst is niet meer actief.',
  'waitlist.tooManyEntries':
    'Dit e-mailadres staat al {max} keer op de wachtlijst. Probeert u het opnieuw zodra een daarvan is afgehandeld.',
  'waitlist.notNotifiable': 'Alleen bevestigde inschrijvingen kunnen worden bericht.',
  'booking.holdExpired': 'De reservering is verlopen. Begin een nieuwe boeking.',
  'booking.notPending': 'Deze boeking is al afgerond of geannuleerd.',
  'booking.notCancellable': 'Deze boeking kan niet meer worden geannuleerd.',
  'booking.noShowNotAllowed':
    'Een no-show kan alleen worden vastgelegd voor een bevestigde boeking, vanaf de aankomstdag tot vóór het vertrek.',
  'booking.noCardPayment':
    'Voor deze boeking is niets per kaart betaald: kies overschrijving, contant of tegoed.',
  'booking.nothingToRefund': 'Voor deze boeking valt niets uit te betalen.',
  'booking.duplicate': 'Er is al een vergelijkbare boeking gevonden',
  'booking.tooManyRequests':
    'Er kwamen zojuist te veel verzoeken van uw internetverbinding. Probeert u het over {retryAfterSeconds} opnieuw.',
  'booking.tooManyMails':
    'We hebben het afgelopen uur al te veel e-mails naar dit adres gestuurd. Probeert u het over {retryAfterSeconds} opnieuw.',
  'registration.documentRequired':
    'Gasten zonder Oostenrijkse nationaliteit moeten soort, nummer, datum van afgifte en afgevende instantie van hun reisdocument opgeven',
  'registration.documentNumber': 'Vul een geldig documentnummer in (4 tot 30 letters of cijfers)',
  'registration.birthDate': 'Vul een geboortedatum in het verleden in',
  'registration.documentIssuedOn':
    'Vul de datum van afgifte van het reisdocument in, geen datum in de toekomst',
  'registration.signatureRequired': 'Zet uw handtekening in het handtekeningvak',
  'registration.signatureTooLarge': 'De handtekening is te groot (hoogstens 200 kB)',
  'registration.signatureInvalid': 'De handtekening moet een PNG-afbeelding zijn',
  'registration.tooManyPersons':
    'Uw boeking is voor {partySize} personen. Meld niet meer personen aan dan dat.',
  'registration.notOpen':
    'Het gastenregistratieformulier is voor bevestigde boekingen open tot de dag van vertrek.',
  'registration.notFound': 'Voor deze boeking is nog geen gastenregistratie ingediend.',
  'registration.periodOrder': 'Het einde van de periode mag niet vóór het begin liggen.',
  'registration.periodTooLong': 'De periode mag hoogstens {days} dagen omvatten.',
  'booking.tooManyHolds':
    'Dit e-mailadres heeft al {max} openstaande reserveringen. Rond er een af, of probeer het over {retryAfterSeconds} opnieuw, als de oudste is verlopen.',
  'booking.tooManyHoldsAddress':
    'Er zijn op dit moment {max} openstaande reserveringen vanaf uw internetverbinding, misschien van andere gasten op hetzelfde netwerk (zoals een wifi). Probeert u het over {retryAfterSeconds} opnieuw, als de oudste is verlopen.',
  'booking.verifyInvalid': 'De bevestigingslink is ongeldig. Gebruik de link uit de e-mail.',
  'booking.rangeTooLong': 'De periode mag hoogstens {days} dagen omvatten',
  'booking.closed':
    'Online boeken is op dit moment gesloten. Neem telefonisch of per e-mail contact met ons op.',
  'booking.holdUntilRange':
    'Een openstaande telefonische boeking houdt haar standplaats vast van vandaag tot uiterlijk de aankomstdag, hoogstens {days} dagen.',
  'booking.priceChanged':
    'De prijs is intussen gewijzigd (nu {totalCents}). Controleer de nieuwe prijs en sla opnieuw op.',
  'gdpr.confirmRequired': 'Bevestig het wissen uitdrukkelijk (confirm: true).',
  'gdpr.nothingFound': 'Deze boekingen bevatten geen gastgegevens.',
  'gdpr.nothingChosen': 'Kies a.u.b. ten minste één boeking of seizoenscontract.',
  'gdpr.contractRunning':
    'Het seizoenscontract {number} loopt nog tot {until}: de termijnen hebben naam en adres van de houder nodig. Wis a.u.b. na het einde (of een opzegging).',
  'gdpr.contractRenewalOpen':
    'Voor het seizoenscontract {number} staat een verlengingsaanbod open. Wis a.u.b. pas na het antwoord van de houder.',
  'gdpr.contractInstalmentsOpen':
    'Het seizoenscontract {number} heeft nog niet gefactureerde termijnen: de facturen hebben naam en adres van de houder nodig. Wis a.u.b. pas daarna.',
  'payment.methodUnavailable': 'Deze betaalmethode is op dit moment niet beschikbaar: {method}',
  'payment.noMethod':
    'Er is op dit moment geen betaalmethode beschikbaar. Neem contact met ons op.',
  'payment.methodsEmpty': '{field} moet minstens één betaalmethode bevatten',
  'payment.methodsDuplicate': '{field} mag elke betaalmethode maar één keer bevatten',
  'payment.cardOnly': 'Deze boeking wordt bevestigd door de kaartbetaling. Rond de betaling af.',
  'payment.notCard': 'Deze boeking wordt niet per kaart betaald.',
  'payment.noBalance': 'Voor deze boeking staat geen restbedrag open.',
  'payment.noQr': 'Voor deze boeking is er geen QR-code voor een overschrijving.',
  'payment.prepareFailed': 'De betaling kon niet worden voorbereid. Probeert u het opnieuw.',
  'payment.providerFailed':
    'De betaaldienst is op dit moment niet bereikbaar. Probeert u het opnieuw.',
  'payment.badSignature': 'Ongeldige of ontbrekende handtekening',
  'payment.overdueSubject': 'Overschrijving te laat: boeking {number}',
  'payment.overdueText':
    'De overschrijving van {amount} voor boeking {number} was uiterlijk op {dueDate} verschuldigd en is niet (volledig) geboekt.\n\nControleer de rekening en leg de betaling vast in de beheeromgeving, of neem contact op met de gast.',
  'calendar.range': 'De periode moet 1 tot {days} dagen omvatten.',
  'analytics.range': 'De periode moet 1 tot {days} dagen omvatten.',
  'touristTax.month': 'Geef een maand op als JJJJ-MM (bijv. 2027-07).',
  'gate.codeOrPlate': 'Stuur een code of een kenteken.',
  'booking.plate':
    'Kenteken: 2 tot 12 letters en cijfers (spaties en streepjes toegestaan), hoogstens 3 voertuigen.',
  'gate.throttled': 'Te veel ongeldige codes. Wacht een minuut of neem contact op met de receptie.',
  'accessCodes.notRegenerable':
    'Voor deze boeking kan geen toegangscode worden uitgegeven (niet bevestigd of al vertrokken).',
  'catalog.inUse':
    'Wordt nog door boekingen gebruikt en kan niet worden verwijderd. Deactiveer het in plaats daarvan.',
  'catalog.categoryHasPitches':
    'Deze categorie heeft nog standplaatsen ({count}). Verplaats ze eerst naar een andere categorie, of deactiveer de categorie.',
  'catalog.categoryInExtras':
    'Deze extra diensten zijn beperkt tot deze categorie: {codes}. Verwijder de categorie daar eerst.',
  'catalog.slugTaken': 'Er bestaat al een categorie met deze slug.',
  'catalog.slugFormat':
    '{field} mag alleen kleine letters, cijfers en koppeltekens bevatten (2–40 tekens)',
  'catalog.imageUrl': '{field} moet een adres zijn dat begint met / of https://',
  'catalog.maxPersons':
    'Het maximale aantal personen mag niet lager zijn dan het aantal inbegrepen personen ({min})',
  'catalog.unknownCategory': 'Deze categorie standplaatsen bestaat niet',
  'catalog.unknownPitch': 'Deze standplaats bestaat niet',
  'catalog.pitchCodeTaken': 'Er bestaat al een standplaats met deze code.',
  'catalog.pitchCodeFormat':
    '{field} mag alleen letters, cijfers en koppeltekens bevatten (1–12 tekens)',
  'catalog.coordinate': '{field} moet tussen 0 en 100 liggen (procent van de plattegrond)',
  'blocks.endAfterStart': 'De blokkering moet eindigen na het begin',
  'blocks.startInPast': 'De blokkering kan niet in het verleden beginnen',
  'blocks.tooFar': 'De blokkering mag hoogstens {days} dagen in de toekomst reiken',
  'blocks.overlapsBooking':
    'De standplaats is in deze periode geboekt. Een blokkering mag niet overlappen met een boeking; verplaats eerst de boeking.',
  'blocks.overlapsBlock':
    'De standplaats is in deze periode al geblokkeerd ({startDate} tot {endDate}: {reason}).',
  'blocks.imported':
    'Deze blokkering komt uit de kalender "{feed}" en wordt daar gewijzigd (iCal-import).',
  'ical.accessDenied': 'De sleutel van deze kalenderfeed is onjuist of is vervangen.',
  'ical.invalidUrl': 'Het adres moet beginnen met http:// of https://',
  'ical.forbiddenAddress': 'Adressen op deze host of in een privénetwerk zijn niet toegestaan',
  'ical.duplicateFeed': 'Deze kalender is voor deze standplaats al ingesteld.',
  'ical.error.invalid_url': 'Het adres is geen http(s)-adres.',
  'ical.error.forbidden_address': 'Het adres leidt naar een privénetwerk en wordt niet opgehaald.',
  'ical.error.unreachable': 'De kalender was niet bereikbaar.',
  'ical.error.http_status': 'De server van de kalender antwoordde met een fout.',
  'ical.error.timeout': 'De kalender antwoordde niet op tijd.',
  'ical.error.too_large': 'De kalender is te groot.',
  'ical.error.malformed': 'Het antwoord is geen leesbare iCal-kalender.',
  'ical.error.too_many_redirects': 'Te veel omleidingen.',
  'seasons.endBeforeStart': 'Het seizoen mag niet eindigen voordat het begint',
  'seasons.overlap': 'Het seizoen overlapt een ander seizoen. Seizoenen mogen niet overlappen.',
  'seasons.overlapsSeason':
    'Het seizoen overlapt "{name}" ({startDate} tot {endDate}). Seizoenen mogen niet overlappen.',
  'seasons.duplicateRate': 'Voor deze categorie is al een prijs opgegeven',
  'seasons.depositPercent': 'Het aanbetalingspercentage moet tussen 0,01 en 100 % liggen',
  'seasons.depositFixed': 'Het aanbetalingsbedrag moet groter zijn dan 0',
  'seasons.depositNone': 'Zonder aanbetaling mag geen waarde worden opgegeven',
  'extras.codeTaken': 'Er bestaat al een extra dienst met deze code.',
  'extras.codeFormat':
    '{field} mag alleen kleine letters, cijfers en liggende streepjes bevatten (2–40 tekens)',
  'pricing.basisPoints': '{field} moet tussen 0 en 10000 basispunten liggen (1000 = 10 %)',
  'demand.daysRequired': 'Een lastminutekorting heeft het aantal dagen vóór aankomst nodig',
  'demand.daysOnlyLastMinute': 'Dagen vóór aankomst gelden alleen voor een lastminutekorting',
  'demand.unknownSeason': 'Dit seizoen bestaat niet',
  'booking.extraMetered':
    'Deze standplaats heeft een elektriciteitsmeter: stroom wordt naar verbruik berekend, niet als vast extra',
  'electricity.readingBelowLast':
    'De meterstand {valueWh} kWh ligt onder de laatste stand {lastWh} kWh van meter {meter}',
  'electricity.noMeter': 'Standplaats {pitch} heeft geen elektriciteitsmeter',
  'electricity.noArrivalReading': 'Deze boeking heeft nog geen meterstand bij aankomst',
  'electricity.alreadyRecorded': 'Deze meterstand is voor deze boeking al vastgelegd',
  'electricity.notConfirmed': 'Meterstanden worden alleen voor bevestigde boekingen vastgelegd',
  'catalog.meterNumberTaken': 'Een andere standplaats heeft deze meter al.',
  'pricing.holdMinutes': '{field} moet tussen 5 en 120 minuten liggen',
  'pricing.vatRate': '{field} moet een van de Oostenrijkse btw-tarieven zijn: 0, 10, 13 of 20 %',
  'pricing.partialFeeAboveLate':
    'De gedeeltelijke annuleringskosten mogen niet hoger zijn dan de late annuleringskosten ({max} %)',
  'pricing.partialAfterFree':
    'De periode met gedeeltelijke kosten mag niet langer zijn dan de periode voor kosteloos annuleren ({max} dagen)',
  'weather.unavailable': 'De weersinformatie is zo meteen beschikbaar...',
  'weather.activating': 'De weerdienst wordt geactiveerd...',
  'weather.notConfigured':
    'De weerdienst is niet ingesteld: er is geen API-sleutel (WEATHER_API_KEY) geconfigureerd.',
  'weather.refreshFailed':
    'De weergegevens konden niet worden vernieuwd ({reason}). De laatst opgeslagen gegevens blijven in gebruik.',
  'weather.error.unauthorized': 'API-sleutel geweigerd',
  'weather.error.rateLimited': 'limiet van verzoeken van het abonnement overschreden',
  'weather.error.notFound': 'plaats niet gevonden bij de weerdienst',
  'weather.error.httpError': 'fout bij de weerdienst',
  'weather.error.timeout': 'de weerdienst antwoordde niet op tijd',
  'weather.error.network': 'weerdienst niet bereikbaar',
  'weather.error.invalidResponse': 'onverwacht antwoord van de weerdienst',
  'payments.amountPositive': 'Het bedrag moet een geheel aantal centen boven 0 zijn',
  'payments.refundTooHigh':
    'Een terugbetaling kan niet hoger zijn dan wat is betaald (hoogstens {max} cent)',
  'payments.referenceUsed':
    'De referentie {reference} is met deze methode al vastgelegd voor een andere boeking',
  'payments.statusDerived':
    'De betaalstatus volgt uit de vastgelegde betalingen en kan niet worden ingesteld. Leg een betaling of terugbetaling vast op de boekingspagina.',
  'payments.nothingDue': 'Voor deze boeking staat niets open',
  'payments.aboveDue':
    'Het bedrag is hoger dan wat openstaat ({openCents}). Leg hoogstens het openstaande bedrag vast, of bevestig de rest uitdrukkelijk als tegoed van de gast.',
  'payments.notFound': 'Betaling niet gevonden',
  'invoices.notIssued': 'Voor deze boeking is nog geen factuur opgemaakt',
  'invoices.notFound': 'Factuur niet gevonden',
  'mail.unknownVariables':
    'Onbekende variabele in {field}: {names}. Alleen de variabelen uit de lijst kunnen worden gebruikt.',
  'mail.noRecipient': 'Deze boeking heeft geen e-mailadres.',
  'queues.boardTitle': 'Wachtrijen',
  'queues.readOnly': 'Alleen lezen',
  'queues.backToAdmin': 'Terug naar de beheeromgeving',
  'seasonal.notFound': 'Seizoenscontract niet gevonden',
  'seasonal.period': 'Het einde van het contract moet na het begin liggen (hoogstens één jaar).',
  'seasonal.notIssued': 'Deze termijn is nog niet gefactureerd.',
  'seasonal.pitchTaken':
    'De standplaats is in deze periode al bezet (een boeking, een blokkering of een ander seizoenscontract).',
  'seasonal.instalmentDates':
    'De termijndata moeten oplopen en mogen niet na het einde van het contract liggen.',
  'seasonal.terminatedOn':
    'De opzegdatum moet op of na het begin en vóór het einde van het contract liggen.',
  'seasonal.terminated': 'Dit seizoenscontract is al opgezegd.',
  'seasonal.instalmentIssued': 'Deze termijn is al gefactureerd (factuur {number}).',
  'seasonal.instalmentCancelled': 'Deze termijn vervalt door de opzegging.',
  'seasonal.instalmentReversed': 'Factuur {number} van deze termijn is al geannuleerd.',
  'seasonal.noRefundDue': 'Voor deze termijn staat geen terugbetaling open.',
  'seasonal.noRecipient': 'Dit seizoenscontract heeft geen e-mailadres meer.',
  'seasonal.closingRunning':
    'Het contract loopt nog tot {until}; de eindafrekening stroom volgt na het einde.',
  'seasonal.closingInstalmentsOpen':
    'Een termijn is nog niet gefactureerd: die rekent de stroom af, niet de eindafrekening.',
  'seasonal.closingIssued': 'De eindafrekening stroom is al opgemaakt (factuur {number}).',
  'seasonal.closingNothing':
    'Sinds de laatste factuur is geen stroom afgelezen: er valt niets af te rekenen.',
  'seasonal.renewalClosed': 'Dit verlengingsaanbod staat niet meer open.',
  'seasonal.renewalTaken':
    'De standplaats is voor het volgende seizoen al bezet. Neem a.u.b. contact met ons op.',
  'seasonal.noOfferDate': 'Stel eerst een datum voor het verlengingsaanbod in.',
  'queues.seasonal': 'Seizoensplaatsen: termijnen factureren en verlengingsaanbiedingen versturen',
  'queues.maintenance': 'Onderhoud: beëindigde sessies verwijderen',
  'queues.bookings': 'Boekingen: verlopen reserveringen vrijgeven',
  'queues.mail': 'E-mails aan gasten',
  'queues.access-codes': 'Toegangscodes voor de slagboom',
  'queues.weather': 'Weer vernieuwen',
  'queues.invoices': 'Facturen en creditfacturen opmaken',
  'upload.missing': 'Kies een afbeeldingsbestand.',
  'upload.malformed':
    'De upload is onjuist opgebouwd. Stuur precies één bestand in het veld "file".',
  'upload.tooLarge': 'Het bestand is te groot: hoogstens {max} is toegestaan.',
  'upload.unknownType':
    'Dit bestandsformaat wordt niet ondersteund (de inhoud wordt gecontroleerd, niet de naam). Toegestaan: {types}.',
  'upload.badImage': 'Het bestand is beschadigd of geen geldige afbeelding.',
  'upload.tooManyPixels':
    'De afbeelding heeft te veel pixels ({width} × {height}): hoogstens {max} megapixel is toegestaan.',
  'upload.badVariant': 'Onbekende logovariant: toegestaan zijn light en dark.',
  'queues.reminders':
    'Herinneringen: te late overschrijvingen, e-mails vóór aankomst, verlopen reserveringen',
  'queues.alerts': 'Meldingen: regels controleren',
  'queues.retention': 'Gegevensbescherming: gasten na de bewaartermijn anonimiseren',
  'queues.waitlist': 'Wachtlijst: vrijgekomen standplaatsen melden, inschrijvingen laten verlopen',
  'queues.registrations': 'Gastenregistratie: vóór aankomst om registratie vragen',
  'queues.ical': 'iCal-import: kalenders van de boekingsplatforms ophalen',
  'queues.reconcile':
    'Reconciler: ontbrekende facturen, creditfacturen, slagboomcodes en e-mails opnieuw inplannen',
  'alert.subject': 'Melding: {title}',
  'alert.payment_failed':
    '{value} mislukte kaartbetaling(en) in de afgelopen 24 uur (drempel {threshold})',
  'alert.job_failed': '{value} achtergrondtaak/-taken definitief mislukt (na alle herhalingen)',
  'alert.holds_expiring':
    '{value} reserveringen verlopen in de komende 30 minuten (drempel {threshold})',
  'alert.weather_down':
    'Weerdienst niet bereikbaar: laatste geslaagde opvraging {value} uur geleden ({error})',
  'alert.low_availability':
    'Weinig vrij in het weekend vanaf {date}: slechts {value} % van de standplaatsen vrij (drempel {threshold} %)',
  'alert.queue_backlog': '{value} taken wachten in de wachtrijen (drempel {threshold})',
  'alert.disk_space': 'Nog slechts {value} % schijfruimte vrij (drempel {threshold} %)',
  'alert.bank_transfer_overdue': 'Overschrijving voor boeking {number} te laat sinds {dueDate}',
  'alert.effect_repaired':
    '{effect} ({job}) moest {value} keer opnieuw worden ingepland (drempel {threshold}); controleer de taak in de wachtrij',
  'alert.effect_abandoned':
    '{effect} ({job}) opgegeven na {value} pogingen: de taak blijft mislukt, handel haar met de hand af',
  'alert.footer': 'Verloop en bevestiging: beheeromgeving → Alert-System.',
} as const;
