import type { OperationGroup } from '../operation'

/** Menus, banners, CMS pages and blocks, redirects (decisions 017 and 019): public and cached. */
export const content: OperationGroup = {
  tag: 'Content',
  operations: [
    { route: 'GET /menus', summary: 'List menus', query: 'menuListQuery' },
    { route: 'GET /menus/{code}', summary: 'Show a menu', output: 'menu' },
    { route: 'GET /banners', summary: 'Banners of a placement', query: 'bannerQuery', output: 'bannerList' },
    { route: 'GET /cms-plugin/pages', summary: 'List CMS pages', query: 'cmsPagesQuery', output: 'cmsPageList' },
    { route: 'GET /cms-plugin/pages/{id}', summary: 'Show a CMS page', output: 'cmsPage' },
    { route: 'GET /cms-plugin/page-by-slug/{slug}', summary: 'Show a CMS page by its slug', output: 'cmsPage' },
    { route: 'GET /cms-plugin/blocks', summary: 'List CMS blocks', query: 'blocksQuery' },
    { route: 'GET /cms-plugin/blocks/{code}', summary: 'Show a CMS block', output: 'cmsBlock' },
    { route: 'GET /cms-plugin/faq', summary: 'List FAQ items', output: 'faqList' },
    { route: 'GET /cms-plugin/faq/{id}', summary: 'Show a FAQ item' },
    {
      route: 'GET /cms-plugin/sections',
      summary: 'List CMS sections',
      query: 'sectionsQuery',
      output: 'cmsSectionList',
    },
    {
      route: 'GET /redirects',
      summary: 'A page of the redirects the storefront applies',
      query: 'redirectListQuery',
      output: 'redirectPage',
    },
    {
      route: 'GET /redirects-version',
      summary: 'The redirect table’s version: grows with every change, so the storefront reloads at once',
      output: 'redirectTableVersion',
    },
  ],
}
