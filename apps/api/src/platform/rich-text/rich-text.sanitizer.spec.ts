import { describe, expect, it } from '@jest/globals';
import { plainTextOf, safeLinkHref, sanitizeRichText } from './rich-text.sanitizer.js';

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('rich text sanitiser', () => {
  it('keeps what the editors write: paragraphs, emphasis, headings, quotes, code, rules', () => {
    const html =
      '<h1>One</h1><h6>Six</h6><p>a <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u> <s>g</s> <code>h</code><br>i</p>' +
      '<blockquote><p>quoted</p></blockquote><pre><code>x = 1</code></pre><hr>';
    // Void elements come back self-closed.
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('keeps nested lists and the start of a numbered list', () => {
    const html = '<ul><li><p>one</p><ul><li><p>one.a</p><ol start="3"><li><p>deep</p></li></ol></li></ul></li><li><p>two</p></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts with their bodies, and every event handler', () => {
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="x()">Hello<script>alert(document.cookie)</script></p>')).toBe('<p>Hello</p>');
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
    expect(sanitizeRichText('<svg onload="alert(1)"><script>alert(2)</script></svg><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<noscript><p>hidden</p></noscript><template><p>t</p></template>ok')).toBe('ok');
  });

  it('removes styles: style elements, style attributes, CSS expressions, colours and alignment', () => {
    expect(sanitizeRichText('<style>body{display:none}</style><p style="width: expression(alert(1)); color: red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p style="text-align: center"><span style="color: #f00">red</span> <mark>marked</mark></p>')).toBe('<p>red marked</p>');
    expect(sanitizeRichText('<p class="x" id="y" data-x="1">a</p>')).toBe('<p>a</p>');
  });

  it('removes frames, objects, forms and tables, keeping table text only', () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"><p>in</p></iframe><object data="x.swf"></object><embed src="x">a')).toBe('a');
    expect(sanitizeRichText('<form action="https://evil.example"><input name="p"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeRichText('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('removes images, data: images included (neither editor offers pictures)', () => {
    expect(sanitizeRichText('<p>a<img src="https://example.com/x.png" alt="x"></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p><img src="data:image/png;base64,iVBORw0KGgo=">b</p>')).toBe('<p>b</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('keeps http, https, mailto and tel links, each opening a new tab without access to the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2" title="Site">site</a>')).toBe(
      `<a href="https://example.com/a?b=1&amp;c=2" title="Site" ${LINK}>site</a>`,
    );
    expect(sanitizeRichText('<a href="http://example.com">x</a>')).toBe(`<a href="http://example.com" ${LINK}>x</a>`);
    expect(sanitizeRichText('<a href="mailto:desk@example.com">mail</a>')).toBe(`<a href="mailto:desk@example.com" ${LINK}>mail</a>`);
    expect(sanitizeRichText('<a href="tel:+4312345">call</a>')).toBe(`<a href="tel:+4312345" ${LINK}>call</a>`);
  });

  it("replaces a link's own target and rel (the editor's nofollow, _self, _top, opener)", () => {
    expect(sanitizeRichText('<a href="https://e.example" target="_top" rel="opener">x</a>')).toBe(`<a href="https://e.example" ${LINK}>x</a>`);
    expect(sanitizeRichText('<a href="https://e.example" target="_blank" rel="noopener noreferrer nofollow">x</a>')).toBe(
      `<a href="https://e.example" ${LINK}>x</a>`,
    );
  });

  it('turns javascript:, data:, vbscript:, relative and protocol-relative links into their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(2)',
      ' javascript:alert(3)',
      'java&#x09;script:alert(4)',
      'jav&#x0A;ascript:alert(5)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '/admin/users',
      '//evil.example/x',
      '#top',
    ]) {
      expect(sanitizeRichText(`<p>go <a href="${href}" target="_blank">there <b>now</b></a>!</p>`)).toBe('<p>go there <b>now</b>!</p>');
    }
    expect(sanitizeRichText('<a>no href</a><a href="javascript:x"></a>')).toBe('no href');
  });

  it('escapes plain text so it is safe HTML', () => {
    expect(sanitizeRichText('a < b & "c" <not a tag')).toBe('a &lt; b &amp; "c"');
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('reads the text back: blocks as words, entities decoded, nothing of markup-only text', () => {
    expect(plainTextOf(sanitizeRichText('<p>Canteen</p><p>closed&nbsp;Friday</p><ul><li>one</li><li>two</li></ul>'))).toBe('Canteen closed Friday one two');
    expect(plainTextOf(sanitizeRichText('a < b & "c"'))).toBe('a < b & "c"');
    expect(plainTextOf(sanitizeRichText('<p> </p><br><script>x</script>'))).toBe('');
  });

  it('tells which hrefs are links', () => {
    expect(safeLinkHref(' https://example.com ')).toBe('https://example.com');
    expect(safeLinkHref('MAILTO:a@b.example')).toBe('MAILTO:a@b.example');
    expect(safeLinkHref('java\tscript:alert(1)')).toBeNull();
    expect(safeLinkHref('\u0000javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('example.com')).toBeNull();
    expect(safeLinkHref(undefined)).toBeNull();
  });
});
