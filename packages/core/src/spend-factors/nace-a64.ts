/**
 * The 62 NACE Rev. 2 industries (A64 level, without T and U) that FIGARO publishes factors for, in the
 * order of `figaro/data/nace_a64.csv`. English labels are that file's `name_en`; the German ones follow
 * the German NACE edition (WZ 2008).
 */
export const NACE_A64_INDUSTRIES = [
  {
    code: 'A01',
    en: 'Crop and animal production, hunting and related service activities',
    de: 'Pflanzenbau und Tierhaltung, Jagd und damit verbundene Tätigkeiten',
  },
  { code: 'A02', en: 'Forestry and logging', de: 'Forstwirtschaft und Holzeinschlag' },
  { code: 'A03', en: 'Fishing and aquaculture', de: 'Fischerei und Aquakultur' },
  { code: 'B', en: 'Mining and quarrying', de: 'Bergbau und Gewinnung von Steinen und Erden' },
  {
    code: 'C10T12',
    en: 'Manufacture of food products; beverages and tobacco products',
    de: 'Herstellung von Nahrungs- und Futtermitteln, Getränkeherstellung und Tabakverarbeitung',
  },
  {
    code: 'C13T15',
    en: 'Manufacture of textiles, wearing apparel, leather and related products',
    de: 'Herstellung von Textilien, Bekleidung, Leder, Lederwaren und Schuhen',
  },
  {
    code: 'C16',
    en: 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials',
    de: 'Herstellung von Holz-, Flecht-, Korb- und Korkwaren (ohne Möbel)',
  },
  {
    code: 'C17',
    en: 'Manufacture of paper and paper products',
    de: 'Herstellung von Papier, Pappe und Waren daraus',
  },
  {
    code: 'C18',
    en: 'Printing and reproduction of recorded media',
    de: 'Herstellung von Druckerzeugnissen; Vervielfältigung von bespielten Ton-, Bild- und Datenträgern',
  },
  {
    code: 'C19',
    en: 'Manufacture of coke and refined petroleum products',
    de: 'Kokerei und Mineralölverarbeitung',
  },
  {
    code: 'C20',
    en: 'Manufacture of chemicals and chemical products',
    de: 'Herstellung von chemischen Erzeugnissen',
  },
  {
    code: 'C21',
    en: 'Manufacture of basic pharmaceutical products and pharmaceutical preparations',
    de: 'Herstellung von pharmazeutischen Erzeugnissen',
  },
  {
    code: 'C22',
    en: 'Manufacture of rubber and plastic products',
    de: 'Herstellung von Gummi- und Kunststoffwaren',
  },
  {
    code: 'C23',
    en: 'Manufacture of other non-metallic mineral products',
    de: 'Herstellung von Glas und Glaswaren, Keramik, Verarbeitung von Steinen und Erden',
  },
  { code: 'C24', en: 'Manufacture of basic metals', de: 'Metallerzeugung und -bearbeitung' },
  {
    code: 'C25',
    en: 'Manufacture of fabricated metal products, except machinery and equipment',
    de: 'Herstellung von Metallerzeugnissen (ohne Maschinen und Ausrüstungen)',
  },
  {
    code: 'C26',
    en: 'Manufacture of computer, electronic and optical products',
    de: 'Herstellung von Datenverarbeitungsgeräten, elektronischen und optischen Erzeugnissen',
  },
  { code: 'C27', en: 'Manufacture of electrical equipment', de: 'Herstellung von elektrischen Ausrüstungen' },
  { code: 'C28', en: 'Manufacture of machinery and equipment n.e.c.', de: 'Maschinenbau' },
  {
    code: 'C29',
    en: 'Manufacture of motor vehicles, trailers and semi-trailers',
    de: 'Herstellung von Kraftwagen und Kraftwagenteilen',
  },
  { code: 'C30', en: 'Manufacture of other transport equipment', de: 'Sonstiger Fahrzeugbau' },
  {
    code: 'C31_32',
    en: 'Manufacture of furniture; other manufacturing',
    de: 'Herstellung von Möbeln und sonstigen Waren',
  },
  {
    code: 'C33',
    en: 'Repair and installation of machinery and equipment',
    de: 'Reparatur und Installation von Maschinen und Ausrüstungen',
  },
  {
    code: 'D35',
    en: 'Electricity, gas, steam and air conditioning supply',
    de: 'Energieversorgung (Elektrizität, Gas, Dampf und Klimatisierung)',
  },
  { code: 'E36', en: 'Water collection, treatment and supply', de: 'Wasserversorgung' },
  {
    code: 'E37T39',
    en: 'Sewerage, waste management, remediation activities',
    de: 'Abwasserentsorgung, Abfallwirtschaft und Beseitigung von Umweltverschmutzungen',
  },
  { code: 'F', en: 'Construction', de: 'Baugewerbe' },
  {
    code: 'G45',
    en: 'Wholesale and retail trade and repair of motor vehicles and motorcycles',
    de: 'Handel mit Kraftfahrzeugen; Instandhaltung und Reparatur von Kraftfahrzeugen und Krafträdern',
  },
  {
    code: 'G46',
    en: 'Wholesale trade, except of motor vehicles and motorcycles',
    de: 'Großhandel (ohne Handel mit Kraftfahrzeugen und Krafträdern)',
  },
  {
    code: 'G47',
    en: 'Retail trade, except of motor vehicles and motorcycles',
    de: 'Einzelhandel (ohne Handel mit Kraftfahrzeugen und Krafträdern)',
  },
  {
    code: 'H49',
    en: 'Land transport and transport via pipelines',
    de: 'Landverkehr und Transport in Rohrfernleitungen',
  },
  { code: 'H50', en: 'Water transport', de: 'Schifffahrt' },
  { code: 'H51', en: 'Air transport', de: 'Luftfahrt' },
  {
    code: 'H52',
    en: 'Warehousing and support activities for transportation',
    de: 'Lagerei sowie Erbringung von sonstigen Dienstleistungen für den Verkehr',
  },
  { code: 'H53', en: 'Postal and courier activities', de: 'Post-, Kurier- und Expressdienste' },
  {
    code: 'I',
    en: 'Accommodation and food service activities',
    de: 'Gastgewerbe (Beherbergung und Gastronomie)',
  },
  { code: 'J58', en: 'Publishing activities', de: 'Verlagswesen' },
  {
    code: 'J59_60',
    en: 'Motion picture, video, television programme production; programming and broadcasting activities',
    de: 'Herstellung von Filmen, Videofilmen und Fernsehprogrammen, Tonstudios und Verlegen von Musik; Rundfunkveranstalter',
  },
  { code: 'J61', en: 'Telecommunications', de: 'Telekommunikation' },
  {
    code: 'J62_63',
    en: 'Computer programming, consultancy, and information service activities',
    de: 'Erbringung von Dienstleistungen der Informationstechnologie; Informationsdienstleistungen',
  },
  {
    code: 'K64',
    en: 'Financial service activities, except insurance and pension funding',
    de: 'Erbringung von Finanzdienstleistungen (ohne Versicherungen und Pensionskassen)',
  },
  {
    code: 'K65',
    en: 'Insurance, reinsurance and pension funding, except compulsory social security',
    de: 'Versicherungen, Rückversicherungen und Pensionskassen (ohne Sozialversicherung)',
  },
  {
    code: 'K66',
    en: 'Activities auxiliary to financial services and insurance activities',
    de: 'Mit Finanz- und Versicherungsdienstleistungen verbundene Tätigkeiten',
  },
  { code: 'L', en: 'Real estate activities', de: 'Grundstücks- und Wohnungswesen' },
  {
    code: 'M69_70',
    en: 'Legal and accounting activities; activities of head offices; management consultancy activities',
    de: 'Rechts- und Steuerberatung, Wirtschaftsprüfung; Verwaltung und Führung von Unternehmen; Unternehmensberatung',
  },
  {
    code: 'M71',
    en: 'Architectural and engineering activities; technical testing and analysis',
    de: 'Architektur- und Ingenieurbüros; technische, physikalische und chemische Untersuchung',
  },
  { code: 'M72', en: 'Scientific research and development', de: 'Forschung und Entwicklung' },
  { code: 'M73', en: 'Advertising and market research', de: 'Werbung und Marktforschung' },
  {
    code: 'M74_75',
    en: 'Other professional, scientific and technical activities; veterinary activities',
    de: 'Sonstige freiberufliche, wissenschaftliche und technische Tätigkeiten; Veterinärwesen',
  },
  { code: 'N77', en: 'Rental and leasing activities', de: 'Vermietung von beweglichen Sachen' },
  { code: 'N78', en: 'Employment activities', de: 'Vermittlung und Überlassung von Arbeitskräften' },
  {
    code: 'N79',
    en: 'Travel agency, tour operator and other reservation service and related activities',
    de: 'Reisebüros, Reiseveranstalter und Erbringung sonstiger Reservierungsdienstleistungen',
  },
  {
    code: 'N80T82',
    en: 'Security and investigation, service and landscape, office administrative and support activities',
    de: 'Wach- und Sicherheitsdienste; Gebäudebetreuung, Garten- und Landschaftsbau; wirtschaftliche Dienstleistungen für Unternehmen',
  },
  {
    code: 'O84',
    en: 'Public administration and defence; compulsory social security',
    de: 'Öffentliche Verwaltung, Verteidigung; Sozialversicherung',
  },
  { code: 'P85', en: 'Education', de: 'Erziehung und Unterricht' },
  { code: 'Q86', en: 'Human health activities', de: 'Gesundheitswesen' },
  {
    code: 'Q87_88',
    en: 'Residential care activities and social work activities without accommodation',
    de: 'Heime (ohne Erholungs- und Ferienheime) und Sozialwesen (ohne Heime)',
  },
  {
    code: 'R90T92',
    en: 'Creative, arts and entertainment activities; libraries, archives, museums and other cultural activities; gambling and betting activities',
    de: 'Kreative, künstlerische und unterhaltende Tätigkeiten; Bibliotheken, Archive, Museen; Spiel-, Wett- und Lotteriewesen',
  },
  {
    code: 'R93',
    en: 'Sports activities and amusement and recreation activities',
    de: 'Erbringung von Dienstleistungen des Sports, der Unterhaltung und der Erholung',
  },
  {
    code: 'S94',
    en: 'Activities of membership organisations',
    de: 'Interessenvertretungen sowie kirchliche und sonstige religiöse Vereinigungen',
  },
  {
    code: 'S95',
    en: 'Repair of computers and personal and household goods',
    de: 'Reparatur von Datenverarbeitungsgeräten und Gebrauchsgütern',
  },
  {
    code: 'S96',
    en: 'Other personal service activities',
    de: 'Erbringung von sonstigen überwiegend persönlichen Dienstleistungen',
  },
] as const satisfies readonly { code: string; en: string; de: string }[];

export type NaceA64Code = (typeof NACE_A64_INDUSTRIES)[number]['code'];

const NACE_CODES: ReadonlySet<string> = new Set(NACE_A64_INDUSTRIES.map((industry) => industry.code));

/** Tells whether a text is one of the 62 NACE A64 codes FIGARO publishes (exact spelling, e.g. 'J62_63'). */
export function isNaceA64Code(code: string): code is NaceA64Code {
  return NACE_CODES.has(code);
}
