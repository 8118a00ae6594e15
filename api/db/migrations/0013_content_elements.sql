-- Landing pages built from content elements (BitBag's Sylius CMS plugin v6+ `contentElements`): a JSON array of
-- `{ type, configuration }` per page translation, in the editor's order, written by the content import
-- (api/content/elements.ts, decision 019). Texts are per locale, so the elements live with the translation.
ALTER TABLE cms_page_translations ADD COLUMN content_elements TEXT NOT NULL DEFAULT '[]';

-- The main menu's "Akce" pointed at a home-page anchor that never existed; it now opens the offers' landing page.
-- The seed writes menus only into an empty catalogue, so existing local databases get the new address here.
UPDATE menu_items SET url = '/stranka/akce' WHERE menu_code = 'header' AND url = '/#akce';
