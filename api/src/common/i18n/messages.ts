import { nlMessages } from './messages-nl';
import { formatKwh } from './numbers';

/**
 * Texts the API sends to people (guests and staff), German first. Keys are stable identifiers used
 * by services and the exception filter; `{name}` placeholders are filled by `translate`.
 */
export const messages = {
  de: {
    'error.badRequest': 'Ungültige Anfrage.',
    'error.malformedJson': 'Der Anfrageinhalt ist kein gültiges JSON.',
    'error.payloadTooLarge': 'Die Anfrage ist zu groß.',
    'error.unauthorized': 'Bitte melden Sie sich an.',
    'error.forbidden': 'Zugriff verweigert.',
    'error.notFound': 'Nicht gefunden.',
    'error.routeNotFound': 'Diese Adresse gibt es nicht: {method} {path}',
    'error.conflict': 'Der Vorgang steht im Konflikt mit vorhandenen Daten.',
    'error.duplicate': 'Ein Eintrag mit diesem Wert existiert bereits.',
    'error.internal': 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    'error.unavailable':
      'Der Dienst ist für einen Moment nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
    'error.csrf': 'Sicherheitstoken fehlt oder ist ungültig. Bitte laden Sie die Seite neu.',
    'error.serviceUnavailable': 'Der Dienst ist vorübergehend nicht verfügbar.',
    'input.tooDeep': 'Der Anfrageinhalt ist zu tief verschachtelt.',
    'input.tooManyEntries': 'Der Anfrageinhalt hat zu viele Einträge ({field}: mehr als {max}).',
    'input.tooManyKeys': 'Der Anfrageinhalt hat zu viele Felder ({field}: mehr als {max}).',
    'input.malformedUrl': 'Die Adresse enthält eine ungültige Prozent-Kodierung.',
    'input.badText': '{field} enthält unzulässige Zeichen',
    'input.badId': 'Die Adresse enthält keine gültige Kennung.',
    'validation.required': 'Dieses Feld ist erforderlich',
    'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    'validation.unknownField': 'Unbekanntes Feld: {field}',
    'validation.type': 'Ungültiger Wert für {field}',
    'validation.tooShort': '{field} muss mindestens {min} Zeichen lang sein',
    'validation.tooLong': '{field} darf höchstens {max} Zeichen lang sein',
    'validation.oneOf': '{field} muss einer der folgenden Werte sein: {values}',
    'validation.invalid': 'Ungültige Eingabe für {field}',
    'validation.min': '{field} muss mindestens {min} sein',
    'validation.max': '{field} darf höchstens {max} sein',
    'validation.tooManyItems': '{field} darf höchstens {max} Einträge haben',
    'validation.tooManyFields': '{field} hat zu viele Felder (höchstens {max})',
    'validation.moreProblems': '… und {count} weitere',
    'list.badParam': 'Ungültiger Listenparameter {param}: {reason}',
    'list.unknownSort': 'Nach {field} kann nicht sortiert werden',
    'list.unknownFilter': 'Nach {field} kann nicht gefiltert werden',
    'auth.loginSuccess': 'Anmeldung erfolgreich',
    'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch.',
    'auth.tooManyAttempts':
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    'auth.loggedOut': 'Sie wurden erfolgreich abgemeldet.',
    'auth.tooManyAttemptsSeconds':
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    'auth.unlocked': 'Die Anmeldesperre für {email} ist aufgehoben.',
    'error.unsupportedMediaType': 'Bitte senden Sie die Daten als JSON (application/json).',
    'auth.staffOnly': 'Dieser Bereich ist nur für Mitarbeiter zugänglich.',
    'auth.adminOnly': 'Dafür sind Administratorrechte nötig.',
    'users.emailTaken': 'Diese E-Mail-Adresse wird bereits verwendet.',
    'users.lastAdmin':
      'Der letzte aktive Administrator kann nicht entfernt oder herabgestuft werden.',
    'users.notSelf': 'Sie können Ihr eigenes Konto nicht löschen.',
    'security.passwordCommon':
      'Dieses Passwort ist zu leicht zu erraten (es steht auf der Liste häufiger Passwörter). Bitte wählen Sie ein anderes.',
    'security.currentPasswordWrong': 'Das aktuelle Passwort ist falsch.',
    'security.passwordUnchanged': 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    'security.passwordChanged':
      'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.',
    'maintenance.defaultMessage':
      'Das System wird derzeit gewartet. Wir sind bald wieder für Sie da.',
    'validation.phone': 'Bitte geben Sie eine gültige Telefonnummer ein',
    'validation.date': '{field} muss ein Datum im Format JJJJ-MM-TT sein',
    'validation.consent':
      'Die Zustimmung zu AGB und Datenschutzerklärung ist für die Buchung erforderlich',
    'validation.country': 'Bitte geben Sie das Land als zweistelligen Code an (z. B. AT)',
    'validation.uid': 'Bitte geben Sie eine gültige UID-Nummer ein (z. B. ATU12345675)',
    'validation.uidCheckDigit':
      'Diese UID-Nummer gibt es nicht: Die Prüfziffer (die letzte Ziffer) passt nicht zu den Ziffern davor. Bitte prüfen Sie die Nummer.',
    'validation.iban': 'Bitte geben Sie eine gültige IBAN ein (z. B. AT43 3837 7000 0045 6789)',
    'validation.bic':
      'Bitte geben Sie einen gültigen BIC ein (8 oder 11 Zeichen, z. B. RZSTAT2G377)',
    'validation.time': 'Bitte geben Sie eine Uhrzeit im Format HH:MM ein (z. B. 14:00)',
    'validation.httpsUrl': 'Bitte geben Sie eine vollständige Adresse mit https:// ein',
    'booking.dateInPast': 'Das Datum darf nicht in der Vergangenheit liegen',
    'booking.checkOutAfterCheckIn': 'Das Abreisedatum muss nach dem Anreisedatum liegen',
    'booking.tooFarAhead': 'Buchungen sind höchstens {months} Monate im Voraus möglich',
    'booking.stayTooLong': 'Ein Aufenthalt kann höchstens {nights} Nächte dauern',
    'booking.minStay': 'In diesem Zeitraum beträgt der Mindestaufenthalt {nights} Nächte',
    'booking.partyTooLarge': 'Auf diesem Stellplatz sind höchstens {max} Personen erlaubt',
    'booking.mandatoryExtra': 'Diese Leistung ist verpflichtend und muss ausgewählt werden',
    'booking.unknownExtra': 'Diese Zusatzleistung gibt es nicht: {code}',
    'booking.extraNotOffered':
      'Diese Zusatzleistung ist für diese Stellplatzkategorie nicht verfügbar',
    'booking.extraNeedsElectricity': 'Dieser Stellplatz hat keinen Stromanschluss',
    'booking.extraMetered':
      'Dieser Stellplatz hat einen Stromzähler: Strom wird nach Verbrauch abgerechnet, nicht pauschal',
    'electricity.readingBelowLast':
      'Der Zählerstand {valueWh} kWh liegt unter dem letzten Stand {lastWh} kWh von Zähler {meter}',
    'electricity.noMeter': 'Stellplatz {pitch} hat keinen Stromzähler',
    'electricity.noArrivalReading': 'Für diese Buchung fehlt noch der Zählerstand bei der Anreise',
    'electricity.alreadyRecorded': 'Dieser Zählerstand ist für diese Buchung schon erfasst',
    'electricity.notConfirmed': 'Zählerstände werden nur für bestätigte Buchungen erfasst',
    'catalog.meterNumberTaken': 'Ein anderer Stellplatz hat schon diesen Zähler.',
    'booking.extraQuantity': 'Höchstens {max} Stück möglich',
    'booking.unknownCategory': 'Diese Stellplatzkategorie gibt es nicht',
    'booking.unknownPitch': 'Diesen Stellplatz gibt es nicht',
    'booking.pitchNotBookable': 'Dieser Stellplatz kann für diese Auswahl nicht gebucht werden',
    'booking.pitchTaken':
      'Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei. Bitte wählen Sie einen anderen Stellplatz oder andere Daten.',
    'booking.notFound': 'Buchung nicht gefunden',
    'booking.accessDenied': 'Zugriff verweigert',
    'waitlist.pitchFree':
      'Für diesen Zeitraum ist ein Stellplatz dieser Art frei. Sie können ihn jetzt buchen.',
    'waitlist.notFound': 'Dieser Eintrag auf der Warteliste wurde nicht gefunden',
    'waitlist.accessDenied': 'Zugriff verweigert. Bitte verwenden Sie den Link aus der E-Mail.',
    'waitlist.gone': 'Dieser Eintrag auf der Warteliste ist nicht mehr aktiv.',
    'waitlist.tooManyEntries':
      'Mit dieser E-Mail-Adresse stehen bereits {max} Wünsche auf der Warteliste. Bitte versuchen Sie es erneut, wenn einer davon erledigt ist.',
    'waitlist.notNotifiable': 'Nur bestätigte Einträge können benachrichtigt werden.',
    'seasonal.notFound': 'Saisonvertrag nicht gefunden',
    'seasonal.period': 'Das Vertragsende muss nach dem Beginn liegen (höchstens ein Jahr).',
    'seasonal.notIssued': 'Diese Rate ist noch nicht verrechnet.',
    'seasonal.pitchTaken':
      'Der Stellplatz ist in diesem Zeitraum bereits belegt (Buchung, Sperre oder anderer Saisonvertrag).',
    'seasonal.instalmentDates':
      'Die Ratentermine müssen aufsteigend sein und dürfen nicht nach dem Vertragsende liegen.',
    'seasonal.terminatedOn':
      'Das Kündigungsdatum muss ab Vertragsbeginn und vor dem Vertragsende liegen.',
    'seasonal.terminated': 'Dieser Saisonvertrag ist bereits gekündigt.',
    'seasonal.instalmentIssued': 'Diese Rate ist bereits verrechnet (Rechnung {number}).',
    'seasonal.instalmentCancelled': 'Diese Rate entfällt wegen der Kündigung.',
    'seasonal.instalmentReversed': 'Die Rechnung {number} dieser Rate ist bereits storniert.',
    'seasonal.noRefundDue': 'Für diese Rate ist keine Erstattung offen.',
    'seasonal.noRecipient': 'Für diesen Saisonvertrag ist keine E-Mail-Adresse mehr hinterlegt.',
    'seasonal.closingRunning':
      'Der Vertrag läuft noch bis {until}; die Strom-Schlussrechnung folgt nach seinem Ende.',
    'seasonal.closingInstalmentsOpen':
      'Eine Rate ist noch nicht verrechnet: sie rechnet den Strom ab, nicht die Schlussrechnung.',
    'seasonal.closingIssued':
      'Die Strom-Schlussrechnung ist bereits ausgestellt (Rechnung {number}).',
    'seasonal.closingNothing':
      'Seit der letzten Rechnung wurde kein Strom abgelesen: es gibt nichts abzurechnen.',
    'seasonal.renewalClosed': 'Dieses Angebot zur Verlängerung ist nicht mehr offen.',
    'seasonal.renewalTaken':
      'Der Stellplatz ist für die nächste Saison bereits vergeben. Bitte kontaktieren Sie uns.',
    'seasonal.noOfferDate': 'Bitte zuerst ein Datum für das Verlängerungsangebot festlegen.',
    'booking.holdExpired': 'Die Reservierung ist abgelaufen. Bitte starten Sie eine neue Buchung.',
    'booking.notPending': 'Diese Buchung wurde bereits abgeschlossen oder storniert.',
    'booking.notCancellable': 'Diese Buchung kann nicht mehr storniert werden.',
    'booking.noShowNotAllowed':
      'Ein No-show kann nur für eine bestätigte Buchung ab dem Anreisetag und vor der Abreise erfasst werden.',
    'booking.noCardPayment':
      'Für diese Buchung wurde nichts mit Karte bezahlt: Bitte wählen Sie Überweisung, Bar oder Guthaben.',
    'booking.nothingToRefund': 'Für diese Buchung ist nichts auszuzahlen.',
    'booking.duplicate': 'Eine ähnliche Buchung wurde bereits gefunden',
    'booking.tooManyRequests':
      'Von Ihrer Internetverbindung kamen gerade zu viele Anfragen. Bitte versuchen Sie es in {retryAfterSeconds} erneut.',
    'booking.tooManyMails':
      'An diese E-Mail-Adresse haben wir in der letzten Stunde schon zu viele E-Mails geschickt. Bitte versuchen Sie es in {retryAfterSeconds} erneut.',
    'registration.documentRequired':
      'Für Gäste ohne österreichische Staatsbürgerschaft sind Art, Nummer, Ausstellungsdatum und ausstellende Behörde des Reisedokuments erforderlich',
    'registration.documentNumber':
      'Bitte geben Sie eine gültige Dokumentnummer ein (4 bis 30 Buchstaben oder Ziffern)',
    'registration.birthDate': 'Bitte geben Sie ein Geburtsdatum in der Vergangenheit an',
    'registration.documentIssuedOn':
      'Bitte geben Sie ein Ausstellungsdatum des Reisedokuments an, das nicht in der Zukunft liegt',
    'registration.signatureRequired': 'Bitte unterschreiben Sie im Unterschriftenfeld',
    'registration.signatureTooLarge': 'Die Unterschrift ist zu groß (höchstens 200 kB)',
    'registration.signatureInvalid': 'Die Unterschrift muss ein PNG-Bild sein',
    'registration.tooManyPersons':
      'Ihre Buchung gilt für {partySize} Personen. Bitte melden Sie höchstens so viele Personen an.',
    'registration.notOpen':
      'Die Gästeanmeldung ist nur für bestätigte Buchungen bis zum Abreisetag möglich.',
    'registration.notFound': 'Für diese Buchung liegt noch keine Gästeanmeldung vor.',
    'registration.periodOrder': 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
    'registration.periodTooLong': 'Der Zeitraum darf höchstens {days} Tage umfassen.',
    'booking.tooManyHolds':
      'Für diese E-Mail-Adresse sind bereits {max} Reservierungen offen. Schließen Sie eine davon ab oder versuchen Sie es in {retryAfterSeconds} erneut, dann ist die älteste abgelaufen.',
    'booking.tooManyHoldsAddress':
      'Von Ihrer Internetverbindung aus sind gerade {max} Reservierungen offen, vielleicht von anderen Gästen im selben Netz (etwa einem WLAN). Bitte versuchen Sie es in {retryAfterSeconds} erneut, dann ist die älteste abgelaufen.',
    'booking.verifyInvalid':
      'Der Bestätigungslink ist ungültig. Bitte verwenden Sie den Link aus der E-Mail.',
    'booking.rangeTooLong': 'Der Zeitraum darf höchstens {days} Tage umfassen',
    'booking.closed':
      'Online-Buchungen sind derzeit geschlossen. Bitte kontaktieren Sie uns telefonisch oder per E-Mail.',
    'booking.holdUntilRange':
      'Eine ausstehende Telefonbuchung hält den Stellplatz von heute bis höchstens zum Anreisetag, längstens {days} Tage.',
    'booking.priceChanged':
      'Der Preis hat sich inzwischen geändert (jetzt {totalCents}). Bitte prüfen Sie den neuen Preis und speichern Sie erneut.',
    'gdpr.confirmRequired': 'Bitte bestätigen Sie die Löschung ausdrücklich (confirm: true).',
    'gdpr.nothingFound': 'Zu diesen Buchungen gibt es keine Gastdaten.',
    'gdpr.nothingChosen': 'Bitte mindestens eine Buchung oder einen Saisonvertrag wählen.',
    'gdpr.contractRunning':
      'Der Saisonvertrag {number} läuft noch bis {until}: Seine Raten brauchen Name und Anschrift des Inhabers. Bitte nach dem Ende (oder einer Kündigung) löschen.',
    'gdpr.contractRenewalOpen':
      'Für den Saisonvertrag {number} ist ein Verlängerungsangebot offen. Bitte erst nach der Antwort des Inhabers löschen.',
    'gdpr.contractInstalmentsOpen':
      'Der Saisonvertrag {number} hat noch nicht verrechnete Raten: Ihre Rechnungen brauchen Name und Anschrift des Inhabers. Bitte erst danach löschen.',
    'payment.methodUnavailable': 'Diese Zahlungsart ist derzeit nicht verfügbar: {method}',
    'payment.noMethod': 'Zurzeit ist keine Zahlungsart verfügbar. Bitte kontaktieren Sie uns.',
    'payment.methodsEmpty': '{field} muss mindestens eine Zahlungsart enthalten',
    'payment.methodsDuplicate': '{field} darf jede Zahlungsart nur einmal enthalten',
    'payment.cardOnly':
      'Diese Buchung wird mit der Kartenzahlung bestätigt. Bitte schließen Sie die Zahlung ab.',
    'payment.notCard': 'Diese Buchung wird nicht mit Karte bezahlt.',
    'payment.noBalance': 'Für diese Buchung ist kein Restbetrag offen.',
    'payment.noQr': 'Für diese Buchung gibt es keinen Überweisungs-QR-Code.',
    'payment.prepareFailed':
      'Die Zahlung konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut.',
    'payment.providerFailed':
      'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.',
    'payment.badSignature': 'Ungültige oder fehlende Signatur',
    'payment.overdueSubject': 'Überweisung überfällig: Buchung {number}',
    'payment.overdueText':
      'Für die Buchung {number} ist die Überweisung über {amount} seit {dueDate} fällig und noch nicht (vollständig) verbucht.\n\nBitte prüfen Sie den Zahlungseingang und erfassen Sie die Zahlung in der Verwaltung, oder wenden Sie sich an den Gast.',
    'calendar.range': 'Der Zeitraum muss 1 bis {days} Tage umfassen.',
    'analytics.range': 'Der Zeitraum muss 1 bis {days} Tage umfassen.',
    'touristTax.month': 'Bitte einen Monat im Format JJJJ-MM angeben (z. B. 2027-07).',
    'gate.codeOrPlate': 'Bitte entweder einen Code oder ein Kennzeichen senden.',
    'booking.plate':
      'Kennzeichen: 2 bis 12 Buchstaben und Ziffern (Leerzeichen und Bindestriche erlaubt), höchstens 3 Fahrzeuge.',
    'gate.throttled':
      'Zu viele ungültige Codes. Bitte warten Sie eine Minute oder melden Sie sich an der Rezeption.',
    'accessCodes.notRegenerable':
      'Für diese Buchung kann kein Zugangscode ausgestellt werden (nicht bestätigt oder bereits abgereist).',
    'catalog.inUse':
      'Wird noch von Buchungen verwendet und kann nicht gelöscht werden. Deaktivieren Sie den Eintrag stattdessen.',
    'catalog.categoryHasPitches':
      'Dieser Kategorie sind noch Stellplätze zugeordnet ({count}). Ordnen Sie sie zuerst einer anderen Kategorie zu oder deaktivieren Sie die Kategorie.',
    'catalog.categoryInExtras':
      'Diese Zusatzleistungen sind auf die Kategorie beschränkt: {codes}. Entfernen Sie die Kategorie dort zuerst.',
    'catalog.slugTaken': 'Eine Kategorie mit diesem Kürzel existiert bereits.',
    'catalog.slugFormat':
      '{field} darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (2–40 Zeichen)',
    'catalog.imageUrl': '{field} muss eine Adresse sein, die mit / oder https:// beginnt',
    'catalog.maxPersons':
      'Die Höchstzahl an Personen darf nicht kleiner sein als die inkludierten Personen ({min})',
    'catalog.unknownCategory': 'Diese Stellplatzkategorie gibt es nicht',
    'catalog.unknownPitch': 'Diesen Stellplatz gibt es nicht',
    'catalog.pitchCodeTaken': 'Ein Stellplatz mit dieser Nummer existiert bereits.',
    'catalog.pitchCodeFormat':
      '{field} darf nur Buchstaben, Ziffern und Bindestriche enthalten (1–12 Zeichen)',
    'catalog.coordinate': '{field} muss zwischen 0 und 100 liegen (Prozent des Lageplans)',
    'blocks.endAfterStart': 'Das Ende der Sperre muss nach ihrem Beginn liegen',
    'blocks.startInPast': 'Der Beginn der Sperre darf nicht in der Vergangenheit liegen',
    'blocks.tooFar': 'Die Sperre darf höchstens {days} Tage in die Zukunft reichen',
    'blocks.overlapsBooking':
      'Der Stellplatz ist in diesem Zeitraum gebucht. Eine Sperre darf sich nicht mit einer Buchung überschneiden – verlegen Sie zuerst die Buchung.',
    'blocks.overlapsBlock':
      'Der Stellplatz ist in diesem Zeitraum bereits gesperrt ({startDate} bis {endDate}: {reason}).',
    'blocks.imported':
      'Diese Sperre stammt aus dem Kalender „{feed}“ und wird dort geändert (iCal-Import).',
    'ical.accessDenied': 'Der Schlüssel dieses Kalender-Feeds ist falsch oder wurde erneuert.',
    'ical.invalidUrl': 'Die Adresse muss mit http:// oder https:// beginnen',
    'ical.forbiddenAddress': 'Adressen im eigenen oder einem privaten Netz sind nicht erlaubt',
    'ical.duplicateFeed': 'Dieser Kalender ist für diesen Stellplatz bereits eingetragen.',
    'ical.error.invalid_url': 'Die Adresse ist keine http(s)-Adresse.',
    'ical.error.forbidden_address':
      'Die Adresse führt in ein privates Netz und wird nicht abgerufen.',
    'ical.error.unreachable': 'Der Kalender war nicht erreichbar.',
    'ical.error.http_status': 'Der Server des Kalenders hat mit einem Fehler geantwortet.',
    'ical.error.timeout': 'Der Kalender hat nicht rechtzeitig geantwortet.',
    'ical.error.too_large': 'Der Kalender ist zu groß.',
    'ical.error.malformed': 'Die Antwort ist kein lesbarer iCal-Kalender.',
    'ical.error.too_many_redirects': 'Zu viele Weiterleitungen.',
    'seasons.endBeforeStart': 'Das Ende der Saison darf nicht vor ihrem Beginn liegen',
    'seasons.overlap':
      'Die Saison überschneidet sich mit einer anderen Saison. Saisonen dürfen sich nicht überschneiden.',
    'seasons.overlapsSeason':
      'Die Saison überschneidet sich mit „{name}“ ({startDate} bis {endDate}). Saisonen dürfen sich nicht überschneiden.',
    'seasons.duplicateRate': 'Für diese Kategorie ist bereits ein Preis angegeben',
    'seasons.depositPercent': 'Der Prozentsatz der Anzahlung muss zwischen 0,01 und 100 % liegen',
    'seasons.depositFixed': 'Der Betrag der Anzahlung muss größer als 0 sein',
    'seasons.depositNone': 'Ohne Anzahlung darf kein Wert angegeben werden',
    'extras.codeTaken': 'Eine Zusatzleistung mit diesem Code existiert bereits.',
    'extras.codeFormat':
      '{field} darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten (2–40 Zeichen)',
    'pricing.basisPoints': '{field} muss zwischen 0 und 10000 Basispunkten liegen (1000 = 10 %)',
    'demand.daysRequired': 'Ein Last-Minute-Rabatt braucht die Zahl der Tage vor der Anreise',
    'demand.daysOnlyLastMinute': 'Tage vor der Anreise gibt es nur beim Last-Minute-Rabatt',
    'demand.unknownSeason': 'Diese Saison gibt es nicht',
    'pricing.holdMinutes': '{field} muss zwischen 5 und 120 Minuten liegen',
    'pricing.vatRate':
      '{field} muss einer der österreichischen USt.-Sätze sein: 0, 10, 13 oder 20 %',
    'pricing.partialFeeAboveLate':
      'Die Teilstornogebühr darf nicht höher sein als die Gebühr bei später Stornierung ({max} %)',
    'pricing.partialAfterFree':
      'Die Frist für die Teilstornogebühr darf nicht länger sein als die für die kostenlose Stornierung ({max} Tage)',
    'weather.unavailable': 'Wetterinformationen werden in Kürze verfügbar sein...',
    'weather.activating': 'Wetterdienst wird aktiviert...',
    'weather.notConfigured':
      'Der Wetterdienst ist nicht eingerichtet: Es ist kein API-Schlüssel (WEATHER_API_KEY) hinterlegt.',
    'weather.refreshFailed':
      'Die Wetterdaten konnten nicht aktualisiert werden ({reason}). Die zuletzt gespeicherten Daten bleiben in Verwendung.',
    'weather.error.unauthorized': 'API-Schlüssel abgelehnt',
    'weather.error.rateLimited': 'Abfragelimit des Tarifs überschritten',
    'weather.error.notFound': 'Ort beim Wetterdienst nicht gefunden',
    'weather.error.httpError': 'Fehler beim Wetterdienst',
    'weather.error.timeout': 'Wetterdienst antwortet nicht rechtzeitig',
    'weather.error.network': 'Wetterdienst nicht erreichbar',
    'weather.error.invalidResponse': 'unerwartete Antwort des Wetterdienstes',
    'payments.amountPositive': 'Der Betrag muss eine ganze Zahl von Cent größer als 0 sein',
    'payments.refundTooHigh':
      'Es kann nicht mehr erstattet werden, als bezahlt wurde (höchstens {max} Cent)',
    'payments.referenceUsed':
      'Die Referenz {reference} ist für diese Zahlungsart bereits bei einer anderen Buchung erfasst',
    'payments.statusDerived':
      'Der Zahlungsstatus ergibt sich aus den erfassten Zahlungen und kann nicht gesetzt werden. Erfassen Sie eine Zahlung oder Erstattung auf der Buchungsseite.',
    'payments.nothingDue': 'Für diese Buchung ist nichts mehr offen',
    'payments.aboveDue':
      'Der Betrag ist höher als offen ({openCents}). Erfassen Sie höchstens den offenen Betrag oder bestätigen Sie den Rest ausdrücklich als Guthaben des Gastes.',
    'payments.notFound': 'Zahlung nicht gefunden',
    'invoices.notIssued': 'Für diese Buchung wurde noch keine Rechnung ausgestellt',
    'invoices.notFound': 'Rechnung nicht gefunden',
    'mail.unknownVariables':
      'Unbekannte Variable in {field}: {names}. Erlaubt sind nur die Variablen der Liste.',
    'mail.noRecipient': 'Für diese Buchung ist keine E-Mail-Adresse hinterlegt.',
    'queues.boardTitle': 'Warteschlangen',
    'queues.readOnly': 'Nur Ansicht',
    'queues.backToAdmin': 'Zur Verwaltung',
    'queues.maintenance': 'Wartung: beendete Sitzungen löschen',
    'queues.bookings': 'Buchungen: abgelaufene Reservierungen freigeben',
    'queues.mail': 'E-Mails an Gäste',
    'queues.access-codes': 'Zugangscodes für die Schranke',
    'queues.weather': 'Wetterdaten aktualisieren',
    'queues.invoices': 'Rechnungen und Stornorechnungen ausstellen',
    'upload.missing': 'Bitte wählen Sie eine Bilddatei aus.',
    'upload.malformed':
      'Der Upload ist fehlerhaft. Bitte senden Sie genau eine Datei im Feld „file“.',
    'upload.tooLarge': 'Die Datei ist zu groß: erlaubt sind höchstens {max}.',
    'upload.unknownType':
      'Dieses Dateiformat wird nicht unterstützt (geprüft wird der Inhalt, nicht der Name). Erlaubt: {types}.',
    'upload.badImage': 'Die Datei ist beschädigt oder kein gültiges Bild.',
    'upload.tooManyPixels':
      'Das Bild hat zu viele Pixel ({width} × {height}): erlaubt sind höchstens {max} Megapixel.',
    'upload.badVariant': 'Unbekannte Logo-Variante: erlaubt sind light und dark.',
    'queues.reminders':
      'Erinnerungen: überfällige Überweisungen, Anreise-Mails, abgelaufene Reservierungen',
    'queues.alerts': 'Alarme: Regeln prüfen',
    'queues.retention': 'Datenschutz: Gastdaten nach Ablauf der Frist anonymisieren',
    'queues.waitlist': 'Warteliste: freie Stellplätze melden, Einträge ablaufen lassen',
    'queues.registrations': 'Gästeanmeldung: Bitte um Anmeldung vor der Anreise mailen',
    'queues.ical': 'iCal-Import: Kalender der Buchungsplattformen abrufen',
    'queues.reconcile':
      'Abgleich: fehlende Rechnungen, Stornos, Torcodes und Mails erneut anstoßen',
    'queues.seasonal': 'Saisonplätze: fällige Raten verrechnen und Verlängerungsangebote senden',
    'alert.subject': 'Alarm: {title}',
    'alert.payment_failed':
      '{value} fehlgeschlagene Kartenzahlung(en) in den letzten 24 Stunden (Schwelle {threshold})',
    'alert.job_failed':
      '{value} Hintergrundaufgabe(n) endgültig fehlgeschlagen (nach allen Wiederholungen)',
    'alert.holds_expiring':
      '{value} Reservierungen laufen in den nächsten 30 Minuten ab (Schwelle {threshold})',
    'alert.weather_down':
      'Wetterdienst nicht erreichbar: letzte erfolgreiche Abfrage vor {value} Stunde(n) ({error})',
    'alert.low_availability':
      'Wenig frei am Wochenende ab {date}: nur {value} % der Stellplätze frei (Schwelle {threshold} %)',
    'alert.queue_backlog': '{value} Aufgaben warten in den Warteschlangen (Schwelle {threshold})',
    'alert.disk_space': 'Nur noch {value} % Speicherplatz frei (Schwelle {threshold} %)',
    'alert.bank_transfer_overdue': 'Überweisung für Buchung {number} überfällig seit {dueDate}',
    'alert.effect_repaired':
      '{effect} ({job}) musste {value}-mal neu angestoßen werden (Schwelle {threshold}); bitte den Job in der Warteschlange prüfen',
    'alert.effect_abandoned':
      '{effect} ({job}) nach {value} Versuchen aufgegeben: der Job bleibt fehlgeschlagen, bitte von Hand erledigen',
    'alert.footer': 'Verlauf und Bestätigung: Verwaltung → Alert-System.',
  },
  en: {
    'error.badRequest': 'Bad request.',
    'error.malformedJson': 'The request body is not valid JSON.',
    'error.payloadTooLarge': 'The request is too large.',
    'error.unauthorized': 'Please sign in.',
    'error.forbidden': 'Access denied.',
    'error.notFound': 'Not found.',
    'error.routeNotFound': 'No such address: {method} {path}',
    'error.conflict': 'The operation conflicts with existing data.',
    'error.duplicate': 'An entry with this value already exists.',
    'error.internal': 'An internal error occurred. Please try again later.',
    'error.unavailable':
      'The service is unreachable for a moment. Please try again in a few seconds.',
    'error.csrf': 'Security token missing or invalid. Please reload the page.',
    'error.serviceUnavailable': 'The service is temporarily unavailable.',
    'input.tooDeep': 'The request body is nested too deeply.',
    'input.tooManyEntries': 'The request body has too many entries ({field}: more than {max}).',
    'input.tooManyKeys': 'The request body has too many fields ({field}: more than {max}).',
    'input.malformedUrl': 'The address contains an invalid percent-encoding.',
    'input.badText': '{field} contains characters that are not allowed',
    'input.badId': 'The address does not contain a valid identifier.',
    'validation.required': 'This field is required',
    'validation.email': 'Please enter a valid email address',
    'validation.unknownField': 'Unknown field: {field}',
    'validation.type': 'Invalid value for {field}',
    'validation.tooShort': '{field} must be at least {min} characters long',
    'validation.tooLong': '{field} must be at most {max} characters long',
    'validation.oneOf': '{field} must be one of: {values}',
    'validation.invalid': 'Invalid input for {field}',
    'validation.min': '{field} must be at least {min}',
    'validation.max': '{field} must be at most {max}',
    'validation.tooManyItems': '{field} may have at most {max} entries',
    'validation.tooManyFields': '{field} has too many fields (at most {max})',
    'validation.moreProblems': '… and {count} more',
    'list.badParam': 'Invalid list parameter {param}: {reason}',
    'list.unknownSort': 'Cannot sort by {field}',
    'list.unknownFilter': 'Cannot filter by {field}',
    'auth.loginSuccess': 'Login successful',
    'auth.invalidCredentials': 'Email address or password is incorrect.',
    'auth.tooManyAttempts': 'Too many login attempts. Please try again in {minutes} minutes.',
    'auth.loggedOut': 'You have been signed out.',
    'auth.tooManyAttemptsSeconds':
      'Too many login attempts. Please try again in {seconds} seconds.',
    'auth.unlocked': 'The sign-in lock of {email} has been lifted.',
    'error.unsupportedMediaType': 'Please send the data as JSON (application/json).',
    'auth.staffOnly': 'This area is for staff only.',
    'auth.adminOnly': 'This needs administrator rights.',
    'users.emailTaken': 'This email address is already in use.',
    'users.lastAdmin': 'The last active administrator cannot be removed or demoted.',
    'users.notSelf': 'You cannot delete your own account.',
    'security.passwordCommon':
      'This password is too easy to guess (it is on the list of common passwords). Please choose another one.',
    'security.currentPasswordWrong': 'The current password is wrong.',
    'security.passwordUnchanged': 'The new password must differ from the current one.',
    'security.passwordChanged':
      'Your password has been changed. Your other sessions have been ended.',
    'maintenance.defaultMessage': 'The system is under maintenance. We will be back soon.',
    'validation.phone': 'Phone number must be valid',
    'validation.date': '{field} must be a date (YYYY-MM-DD)',
    'validation.consent':
      'Consent to the terms and the privacy policy is required to complete a booking',
    'validation.country': 'Please give the country as a two-letter code (e.g. AT)',
    'validation.uid': 'Please enter a valid VAT number (e.g. ATU12345675)',
    'validation.uidCheckDigit':
      'This VAT number does not exist: its check digit (the last digit) does not match the digits before it. Please check the number.',
    'validation.iban': 'Please enter a valid IBAN (e.g. AT43 3837 7000 0045 6789)',
    'validation.bic': 'Please enter a valid BIC (8 or 11 characters, e.g. RZSTAT2G377)',
    'validation.time': 'Please enter a time as HH:MM (e.g. 14:00)',
    'validation.httpsUrl': 'Please enter a full address starting with https://',
    'booking.dateInPast': 'The date must not be in the past',
    'booking.checkOutAfterCheckIn': 'Check-out must be after check-in',
    'booking.tooFarAhead': 'Bookings are possible at most {months} months ahead',
    'booking.stayTooLong': 'A stay can last at most {nights} nights',
    'booking.minStay': 'The minimum stay in this period is {nights} nights',
    'booking.partyTooLarge': 'This pitch allows at most {max} persons',
    'booking.mandatoryExtra': 'This service is mandatory and must be selected',
    'booking.unknownExtra': 'No such additional service: {code}',
    'booking.extraNotOffered': 'This additional service is not available for this pitch category',
    'booking.extraNeedsElectricity': 'This pitch has no electric hook-up',
    'booking.extraMetered':
      'This pitch has an electricity meter: electricity is billed by consumption, not as a flat extra',
    'electricity.readingBelowLast':
      'The reading {valueWh} kWh is below the last reading {lastWh} kWh of meter {meter}',
    'electricity.noMeter': 'Pitch {pitch} has no electricity meter',
    'electricity.noArrivalReading': 'This booking has no arrival reading yet',
    'electricity.alreadyRecorded': 'This reading has already been recorded for this booking',
    'electricity.notConfirmed': 'Readings are recorded for confirmed bookings only',
    'catalog.meterNumberTaken': 'Another pitch already has this meter.',
    'booking.extraQuantity': 'At most {max} possible',
    'booking.unknownCategory': 'No such pitch category',
    'booking.unknownPitch': 'No such pitch',
    'booking.pitchNotBookable': 'This pitch cannot be booked for this selection',
    'booking.pitchTaken':
      'Sorry, this pitch is no longer available for these dates. Please choose another pitch or other dates.',
    'booking.notFound': 'Booking not found',
    'booking.accessDenied': 'Access denied',
    'waitlist.pitchFree': 'A pitch of this type is free for these dates. You can book it now.',
    'waitlist.notFound': 'This waitlist entry was not found',
    'waitlist.accessDenied': 'Access denied. Please use the link from the email.',
    'waitlist.gone': 'This waitlist entry is no longer active.',
    'waitlist.tooManyEntries':
      'This email address is already on the waitlist {max} times. Please try again once one of them is settled.',
    'waitlist.notNotifiable': 'Only confirmed entries can be notified.',
    'seasonal.notFound': 'Seasonal contract not found',
    'seasonal.period': 'The end of the contract must be after its start (one year at most).',
    'seasonal.notIssued': 'This instalment has not been invoiced yet.',
    'seasonal.pitchTaken':
      'The pitch is already taken in this period (a booking, a block or another seasonal contract).',
    'seasonal.instalmentDates':
      'Instalment dates must be in ascending order and not after the end of the contract.',
    'seasonal.terminatedOn':
      'The termination date must be on or after the start and before the end of the contract.',
    'seasonal.terminated': 'This seasonal contract has already been terminated.',
    'seasonal.instalmentIssued': 'This instalment has already been invoiced (invoice {number}).',
    'seasonal.instalmentCancelled': 'This instalment was dropped by the termination.',
    'seasonal.instalmentReversed': 'Invoice {number} of this instalment has already been reversed.',
    'seasonal.noRefundDue': 'No refund is owed for this instalment.',
    'seasonal.noRecipient': 'This seasonal contract no longer has an email address.',
    'seasonal.closingRunning':
      'The contract runs until {until}; the closing electricity invoice follows its end.',
    'seasonal.closingInstalmentsOpen':
      'An instalment is not invoiced yet: it bills the electricity, not a closing invoice.',
    'seasonal.closingIssued':
      'The closing electricity invoice has already been issued (invoice {number}).',
    'seasonal.closingNothing':
      'No electricity was read since the last invoice: there is nothing to bill.',
    'seasonal.renewalClosed': 'This renewal offer is no longer open.',
    'seasonal.renewalTaken': 'The pitch is already taken for the next season. Please contact us.',
    'seasonal.noOfferDate': 'Please set a date for the renewal offer first.',
    'booking.holdExpired': 'The reservation has expired. Please start a new booking.',
    'booking.notPending': 'This booking has already been completed or cancelled.',
    'booking.notCancellable': 'This booking can no longer be cancelled.',
    'booking.noShowNotAllowed':
      'A no-show can only be recorded for a confirmed booking from its arrival day until before departure.',
    'booking.noCardPayment':
      'Nothing was paid by card for this booking: please choose bank transfer, cash or credit.',
    'booking.nothingToRefund': 'There is nothing to pay out for this booking.',
    'booking.duplicate': 'A similar booking has already been found',
    'booking.tooManyRequests':
      'Too many requests came from your internet connection just now. Please try again in {retryAfterSeconds}.',
    'booking.tooManyMails':
      'We have already sent too many emails to this address in the last hour. Please try again in {retryAfterSeconds}.',
    'registration.documentRequired':
      'Guests who are not Austrian citizens must give the type, number, issue date and issuing authority of their travel document',
    'registration.documentNumber':
      'Please enter a valid document number (4 to 30 letters or digits)',
    'registration.birthDate': 'Please enter a date of birth in the past',
    'registration.documentIssuedOn':
      "Please enter the travel document's issue date, not one in the future",
    'registration.signatureRequired': 'Please sign in the signature box',
    'registration.signatureTooLarge': 'The signature is too large (at most 200 kB)',
    'registration.signatureInvalid': 'The signature must be a PNG image',
    'registration.tooManyPersons':
      'Your booking is for {partySize} persons. Please register no more persons than that.',
    'registration.notOpen':
      'Guest registration is open for confirmed bookings until the day of departure.',
    'registration.notFound': 'No guest registration has been submitted for this booking yet.',
    'registration.periodOrder': 'The end of the period must not be before its start.',
    'registration.periodTooLong': 'The period may cover at most {days} days.',
    'booking.tooManyHolds':
      'This email address already has {max} open reservations. Complete one of them, or try again in {retryAfterSeconds}, when the oldest has expired.',
    'booking.tooManyHoldsAddress':
      'There are {max} open reservations from your internet connection right now, perhaps by other guests on the same network (such as a Wi-Fi). Please try again in {retryAfterSeconds}, when the oldest has expired.',
    'booking.verifyInvalid':
      'The confirmation link is invalid. Please use the link from the email.',
    'booking.rangeTooLong': 'The period can span at most {days} days',
    'booking.closed': 'Online booking is currently closed. Please contact us by phone or email.',
    'booking.holdUntilRange':
      'A pending phone booking keeps its pitch from today until the day of arrival at the latest, for at most {days} days.',
    'booking.priceChanged':
      'The price has changed meanwhile (now {totalCents}). Please check the new price and save again.',
    'gdpr.confirmRequired': 'Please confirm the erasure explicitly (confirm: true).',
    'gdpr.nothingFound': 'These bookings hold no guest data.',
    'gdpr.nothingChosen': 'Please choose at least one booking or seasonal contract.',
    'gdpr.contractRunning':
      "The seasonal contract {number} runs until {until}: its instalments need the holder's name and address. Please erase after its end (or a termination).",
    'gdpr.contractRenewalOpen':
      "A renewal offer for the seasonal contract {number} is open. Please erase only after the holder's answer.",
    'gdpr.contractInstalmentsOpen':
      "The seasonal contract {number} has instalments not yet invoiced: their invoices need the holder's name and address. Please erase only afterwards.",
    'payment.methodUnavailable': 'This payment method is not available at the moment: {method}',
    'payment.noMethod': 'No payment method is available at the moment. Please contact us.',
    'payment.methodsEmpty': '{field} must contain at least one payment method',
    'payment.methodsDuplicate': '{field} may contain each payment method only once',
    'payment.cardOnly':
      'This booking is confirmed by its card payment. Please complete the payment.',
    'payment.notCard': 'This booking is not paid by card.',
    'payment.noBalance': 'No balance is open for this booking.',
    'payment.noQr': 'There is no bank transfer QR code for this booking.',
    'payment.prepareFailed': 'The payment could not be prepared. Please try again.',
    'payment.providerFailed': 'The payment service cannot be reached right now. Please try again.',
    'payment.badSignature': 'Invalid or missing signature',
    'payment.overdueSubject': 'Bank transfer overdue: booking {number}',
    'payment.overdueText':
      'The bank transfer of {amount} for booking {number} was due on {dueDate} and has not been recorded (in full).\n\nPlease check the account and record the payment in the console, or contact the guest.',
    'calendar.range': 'The period must span 1 to {days} days.',
    'analytics.range': 'The period must span 1 to {days} days.',
    'touristTax.month': 'Please give a month as YYYY-MM (e.g. 2027-07).',
    'gate.codeOrPlate': 'Please send either a code or a number plate.',
    'booking.plate':
      'Number plate: 2 to 12 letters and digits (spaces and dashes allowed), at most 3 vehicles.',
    'gate.throttled': 'Too many invalid codes. Please wait a minute or contact the reception.',
    'accessCodes.notRegenerable':
      'No access code can be issued for this booking (not confirmed or already departed).',
    'catalog.inUse': 'Still used by bookings; it cannot be deleted. Deactivate it instead.',
    'catalog.categoryHasPitches':
      'This category still has pitches ({count}). Move them to another category first, or deactivate the category.',
    'catalog.categoryInExtras':
      'These additional services are limited to this category: {codes}. Remove the category there first.',
    'catalog.slugTaken': 'A category with this slug already exists.',
    'catalog.slugFormat':
      '{field} may only contain lower-case letters, digits and hyphens (2–40 characters)',
    'catalog.imageUrl': '{field} must be an address starting with / or https://',
    'catalog.maxPersons':
      'The maximum number of persons must not be below the persons included ({min})',
    'catalog.unknownCategory': 'No such pitch category',
    'catalog.unknownPitch': 'No such pitch',
    'catalog.pitchCodeTaken': 'A pitch with this code already exists.',
    'catalog.pitchCodeFormat':
      '{field} may only contain letters, digits and hyphens (1–12 characters)',
    'catalog.coordinate': '{field} must be between 0 and 100 (percent of the site plan)',
    'blocks.endAfterStart': 'The block must end after it starts',
    'blocks.startInPast': 'The block cannot start in the past',
    'blocks.tooFar': 'The block can reach at most {days} days into the future',
    'blocks.overlapsBooking':
      'The pitch is booked in this period. A block must not overlap a booking; move the booking first.',
    'blocks.overlapsBlock':
      'The pitch is already blocked in this period ({startDate} to {endDate}: {reason}).',
    'blocks.imported':
      'This block comes from the calendar "{feed}" and is changed there (iCal import).',
    'ical.accessDenied': "This calendar feed's key is wrong or was replaced.",
    'ical.invalidUrl': 'The address must start with http:// or https://',
    'ical.forbiddenAddress': 'Addresses on this host or a private network are not allowed',
    'ical.duplicateFeed': 'This calendar is already set up for this pitch.',
    'ical.error.invalid_url': 'The address is not an http(s) address.',
    'ical.error.forbidden_address': 'The address leads into a private network and is not fetched.',
    'ical.error.unreachable': 'The calendar could not be reached.',
    'ical.error.http_status': "The calendar's server answered with an error.",
    'ical.error.timeout': 'The calendar did not answer in time.',
    'ical.error.too_large': 'The calendar is too large.',
    'ical.error.malformed': 'The answer is not a readable iCal calendar.',
    'ical.error.too_many_redirects': 'Too many redirects.',
    'seasons.endBeforeStart': 'The season must not end before it starts',
    'seasons.overlap': 'The season overlaps another season. Seasons must not overlap.',
    'seasons.overlapsSeason':
      'The season overlaps "{name}" ({startDate} to {endDate}). Seasons must not overlap.',
    'seasons.duplicateRate': 'A price for this category is already given',
    'seasons.depositPercent': 'The deposit percentage must be between 0.01 and 100 %',
    'seasons.depositFixed': 'The deposit amount must be greater than 0',
    'seasons.depositNone': 'Without a deposit no value may be given',
    'extras.codeTaken': 'An additional service with this code already exists.',
    'extras.codeFormat':
      '{field} may only contain lower-case letters, digits and underscores (2–40 characters)',
    'pricing.basisPoints': '{field} must be between 0 and 10000 basis points (1000 = 10 %)',
    'demand.daysRequired': 'A last-minute discount needs the number of days before arrival',
    'demand.daysOnlyLastMinute': 'Days before arrival apply to a last-minute discount only',
    'demand.unknownSeason': 'No such season',
    'pricing.holdMinutes': '{field} must be between 5 and 120 minutes',
    'pricing.vatRate': '{field} must be one of the Austrian VAT rates: 0, 10, 13 or 20 %',
    'pricing.partialFeeAboveLate':
      'The partial cancellation fee must not be higher than the late cancellation fee ({max} %)',
    'pricing.partialAfterFree':
      'The partial-fee period must not be longer than the free-cancellation period ({max} days)',
    'weather.unavailable': 'Weather information will be available shortly...',
    'weather.activating': 'Weather service is being activated...',
    'weather.notConfigured':
      'The weather service is not set up: no API key (WEATHER_API_KEY) is configured.',
    'weather.refreshFailed':
      'The weather data could not be refreshed ({reason}). The last stored data stays in use.',
    'weather.error.unauthorized': 'API key rejected',
    'weather.error.rateLimited': 'request limit of the plan exceeded',
    'weather.error.notFound': 'place not found at the weather service',
    'weather.error.httpError': 'error at the weather service',
    'weather.error.timeout': 'weather service did not answer in time',
    'weather.error.network': 'weather service unreachable',
    'weather.error.invalidResponse': 'unexpected answer from the weather service',
    'payments.amountPositive': 'The amount must be a whole number of cents above 0',
    'payments.refundTooHigh': 'A refund cannot exceed what was paid (at most {max} cents)',
    'payments.referenceUsed':
      'The reference {reference} is already recorded for another booking with this method',
    'payments.statusDerived':
      'The payment status follows from the recorded payments and cannot be set. Record a payment or refund on the booking page.',
    'payments.nothingDue': 'Nothing is due on this booking',
    'payments.aboveDue':
      'The amount is more than is open ({openCents}). Record at most the open amount, or confirm the rest explicitly as the guest’s credit.',
    'payments.notFound': 'Payment not found',
    'invoices.notIssued': 'No invoice has been issued for this booking yet',
    'invoices.notFound': 'Invoice not found',
    'mail.unknownVariables':
      'Unknown variable in {field}: {names}. Only the variables on the list can be used.',
    'mail.noRecipient': 'This booking has no email address.',
    'queues.boardTitle': 'Queues',
    'queues.readOnly': 'Read only',
    'queues.backToAdmin': 'Back to the admin console',
    'queues.maintenance': 'Maintenance: delete ended sessions',
    'queues.bookings': 'Bookings: release expired holds',
    'queues.mail': 'Mails to guests',
    'queues.access-codes': 'Gate access codes',
    'queues.weather': 'Weather refresh',
    'queues.invoices': 'Issue invoices and storno invoices',
    'upload.missing': 'Please choose an image file.',
    'upload.malformed':
      'The upload is malformed. Please send exactly one file in the field "file".',
    'upload.tooLarge': 'The file is too large: at most {max} is allowed.',
    'upload.unknownType':
      'This file format is not supported (the content is checked, not the name). Allowed: {types}.',
    'upload.badImage': 'The file is damaged or not a valid image.',
    'upload.tooManyPixels':
      'The image has too many pixels ({width} × {height}): at most {max} megapixels are allowed.',
    'upload.badVariant': 'Unknown logo variant: allowed are light and dark.',
    'queues.reminders':
      'Reminders: overdue bank transfers, pre-arrival mails, expired reservations',
    'queues.alerts': 'Alerts: check the rules',
    'queues.retention': 'Data protection: anonymise guests after the retention period',
    'queues.waitlist': 'Waitlist: announce freed pitches, expire entries',
    'queues.registrations': 'Guest registration: mail the request to register before arrival',
    'queues.ical': "iCal import: fetch the booking platforms' calendars",
    'queues.reconcile': 'Reconciler: queue missing invoices, stornos, gate codes and mails again',
    'queues.seasonal': 'Seasonal pitches: invoice instalments and mail renewal offers when due',
    'alert.subject': 'Alert: {title}',
    'alert.payment_failed':
      '{value} failed card payment(s) in the last 24 hours (threshold {threshold})',
    'alert.job_failed': '{value} background job(s) failed for good (after all retries)',
    'alert.holds_expiring': '{value} holds expire in the next 30 minutes (threshold {threshold})',
    'alert.weather_down':
      'Weather provider unreachable: last successful fetch {value} hour(s) ago ({error})',
    'alert.low_availability':
      'Little free for the weekend from {date}: only {value} % of pitches free (threshold {threshold} %)',
    'alert.queue_backlog': '{value} jobs waiting in the queues (threshold {threshold})',
    'alert.disk_space': 'Only {value} % disk space free (threshold {threshold} %)',
    'alert.bank_transfer_overdue': 'Bank transfer for booking {number} overdue since {dueDate}',
    'alert.effect_repaired':
      '{effect} ({job}) had to be queued again {value} times (threshold {threshold}); please check the job in the queue',
    'alert.effect_abandoned':
      '{effect} ({job}) given up after {value} attempts: the job stays failed, please see to it by hand',
    'alert.footer': 'History and acknowledgement: admin console → Alert-System.',
  },
  nl: nlMessages,
} as const;

export type Lang = keyof typeof messages;
export type MessageKey = keyof (typeof messages)['de'];
export type MessageParams = Record<string, string | number>;

const euroFormats: Record<Lang, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
  nl: new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }),
};

/** A wait as a person reads it: "45 Sekunden", "1 Minute", "15 minutes", "2 hours". */
function duration(lang: Lang, seconds: number): string {
  const words = {
    de: { s: ['Sekunde', 'Sekunden'], m: ['Minute', 'Minuten'], h: ['Stunde', 'Stunden'] },
    en: { s: ['second', 'seconds'], m: ['minute', 'minutes'], h: ['hour', 'hours'] },
    nl: { s: ['seconde', 'seconden'], m: ['minuut', 'minuten'], h: ['uur', 'uur'] },
  }[lang];
  const [n, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), words.s]
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), words.m]
        : [Math.ceil(seconds / 3600), words.h];
  return `${n} ${unit[n === 1 ? 0 : 1]}`;
}

/**
 * Fills `{name}` placeholders. A number in a placeholder whose name ends in `Cents` is written as
 * euros the way the language writes them (`{openCents}`: 10050 → "€ 100,50" / "€100.50"), so a
 * message never shows staff or guests an amount in cents; one ending in `Seconds` as a wait in
 * words (`{retryAfterSeconds}`: 840 → "14 Minuten" / "14 minutes").
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  // A key a later change added to German and English only reads English in another language
  // until its translation lands (catalogues.spec.ts fails meanwhile).
  const catalogue: Partial<Record<MessageKey, string>> = messages[lang];
  const template: string = catalogue[key] ?? messages.en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (typeof value === 'number' && name.endsWith('Seconds')) return duration(lang, value);
    // Meter readings are watt-hours, shown in kWh as the language writes numbers.
    if (typeof value === 'number' && name.endsWith('Wh')) return formatKwh(value, lang);
    return name.endsWith('Cents') && typeof value === 'number'
      ? euroFormats[lang].format(value / 100)
      : String(value);
  });
}
