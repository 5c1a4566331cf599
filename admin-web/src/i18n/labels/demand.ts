// Labels of the demand pricing rules: their panel, form and preview (under app.demand).
const de = {
  demand: {
    title: 'Nachfragepreise',
    intro:
      'Zuschlag, wenn die Kategorie über den Aufenthalt stärker ausgelastet ist als die Schwelle; Last-Minute-Rabatt kurz vor der Anreise, wenn sie schwächer ausgelastet ist. Prozent vom Stellplatzpreis der betroffenen Nächte, höchstens bis zur Obergrenze pro Aufenthalt.',
    empty: 'Noch keine Nachfrageregeln.',
    add: 'Neue Nachfrageregel',
    create_title: 'Neue Nachfrageregel',
    edit_title: 'Nachfrageregel bearbeiten',
    section: 'Nachfrageregel',
    kind: 'Art',
    kinds: {
      surcharge: 'Nachfragezuschlag',
      last_minute: 'Last-Minute-Rabatt',
    },
    category: 'Kategorie',
    season: 'Nur in dieser Saison',
    season_help: 'Leer lassen: gilt für alle Nächte',
    all_seasons: 'Alle Saisonen',
    threshold_above: 'Auslastung über (%)',
    threshold_below: 'Auslastung unter (%)',
    percent: 'Höhe (% vom Stellplatzpreis)',
    percent_help: 'Vom Stellplatzpreis der Nächte, für die die Regel gilt',
    cap: 'Obergrenze pro Aufenthalt (€)',
    cap_help: 'Höchstens so viel pro Aufenthalt',
    days: 'Tage vor der Anreise (höchstens)',
    active: 'Aktiv',
    inactive: 'Ausgeschaltet',
    summary_surcharge: '+%{percent} bei Auslastung über %{threshold} %, höchstens %{cap}',
    summary_last_minute:
      '−%{percent} bei Auslastung unter %{threshold} % ab %{days} Tagen vor Anreise, höchstens %{cap}',
    all_nights: 'alle Nächte',
    preview_occupancy: 'Angenommene Auslastung (%)',
    preview_without: 'Ohne Nachfrageregeln',
    preview_with: 'Mit Nachfrageregeln bei %{occupancy} % Auslastung',
  },
};

const en: typeof de = {
  demand: {
    title: 'Demand pricing',
    intro:
      'A surcharge when the category is fuller over the stay than the threshold; a last-minute discount shortly before arrival when it is emptier. A percentage of the pitch price of the nights concerned, up to the cap per stay.',
    empty: 'No demand rules yet.',
    add: 'New demand rule',
    create_title: 'New demand rule',
    edit_title: 'Edit demand rule',
    section: 'Demand rule',
    kind: 'Kind',
    kinds: {
      surcharge: 'Demand surcharge',
      last_minute: 'Last-minute discount',
    },
    category: 'Category',
    season: 'Only in this season',
    season_help: 'Leave empty: applies to every night',
    all_seasons: 'All seasons',
    threshold_above: 'Occupancy above (%)',
    threshold_below: 'Occupancy below (%)',
    percent: 'Amount (% of the pitch price)',
    percent_help: 'Of the pitch price of the nights the rule applies to',
    cap: 'Cap per stay (€)',
    cap_help: 'At most this much per stay',
    days: 'Days before arrival (at most)',
    active: 'Active',
    inactive: 'Switched off',
    summary_surcharge: '+%{percent} at occupancy above %{threshold}%, at most %{cap}',
    summary_last_minute:
      '−%{percent} at occupancy below %{threshold}% from %{days} days before arrival, at most %{cap}',
    all_nights: 'every night',
    preview_occupancy: 'Assumed occupancy (%)',
    preview_without: 'Without demand rules',
    preview_with: 'With demand rules at %{occupancy}% occupancy',
  },
};

export const labels = { de, en };
