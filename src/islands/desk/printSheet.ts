/**
 * A desk screen's print sheet, for a <style> inside the screen (in effect only while it shows): on
 * paper only the screen whose id is given, black on white; the desk's header, menu and live region
 * are left off. `rules` are the screen's own, a page break kept out of its cards say.
 */
export const printSheet = (id: string, rules = ''): string => `
@media print {
  @page { margin: 12mm; }
  body { background: #fff !important; }
  header, nav, [role='status'] { display: none !important; }
  #desk-main { max-width: none !important; padding: 0 !important; }
  #${id} { color: #000; font-size: 11pt; }
  ${rules}
}`;
