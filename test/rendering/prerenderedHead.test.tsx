import { describe, expect, it } from 'vitest';
import { prerender } from '../../src/rendering/renderApp';
import { withTitleAndDescription } from '../../src/rendering/documentHead';
import { PRODUCT_DESCRIPTION } from '../../src/shared/product';
import { mockApi } from '../utils';

/** Search results and link previews read the HTML before any script runs: each prerendered page carries its own head. */
describe('the head of a prerendered page', () => {
  it.each([
    ['/pricing', 'Pricing | ReferBridge', /^ReferBridge is free while in beta/],
    ['/browse-jobs', 'Browse Jobs | ReferBridge', /^Open roles at companies where ReferBridge referrers work/],
    ['/faq', 'FAQ | ReferBridge', /^Answers to common questions about ReferBridge/],
  ])('%s has its title and description', async (path, title, description) => {
    mockApi(null);
    const { head } = await prerender(path);
    expect(head.title).toBe(title);
    expect(head.description).toMatch(description);
  });

  it('is the product line for the home page', async () => {
    mockApi(null);
    expect((await prerender('/')).head).toEqual({
      title: 'ReferBridge: get referred to your dream job',
      description: PRODUCT_DESCRIPTION,
    });
  });

  it('replaces the template title and description, escaped', () => {
    const template =
      '<html><head><meta\n      name="description"\n      content="The product." />\n<title>ReferBridge</title></head></html>';
    const html = withTitleAndDescription(template, 'Q&A <b> | ReferBridge', 'Say "hi"');
    expect(html).toContain('<title>Q&amp;A &lt;b&gt; | ReferBridge</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).not.toContain('The product.');
  });
});
