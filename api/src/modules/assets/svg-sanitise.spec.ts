import { sniffImage } from './image-sniff';
import { sanitiseSvg } from './svg-sanitise';

describe('sanitiseSvg', () => {
  it('keeps a plain drawing and its size from the viewBox', () => {
    const out = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 80"><g fill="#123"><circle cx="5" cy="5" r="4"/></g></svg>',
    );
    expect(out).toMatchObject({ width: 300, height: 80 });
    expect(out?.text).toContain('<g fill="#123"><circle cx="5" cy="5" r="4"></circle></g>');
  });

  it('drops styles and paints that fetch, handlers in any case, and namespaced editor data', () => {
    const out = sanitiseSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="40px" height="20">
        <rect style="fill:url( 'https://x.example/a' )" ONCLICK="x()" onClick="y()" inkscape:label="L" width="4" height="4"/>
        <rect style="background:u\\rl(https://x.example/b)" width="1" height="1"/>
        <inkscape:grid/>
        <set attributeName="href" to="javascript:alert(1)"/>
      </svg>`,
    );
    expect(out).toMatchObject({ width: 40, height: 20 });
    expect(out!.text).not.toMatch(/x\.example|onclick|inkscape|<set|javascript/i);
    expect(out!.text).toContain('<rect width="4" height="4"></rect>');
  });

  it('refuses a document whose root is not svg', () => {
    expect(sanitiseSvg('<html><svg/></html>')).toBeNull();
  });
});

describe('sniffImage', () => {
  it('knows an SVG behind a BOM, an XML declaration and a comment, and nothing else by name', () => {
    const svg = Buffer.from(
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>',
    );
    expect(sniffImage(svg).type).toBe('image/svg+xml');
    expect(() => sniffImage(Buffer.from('<html><body>hi</body></html>'))).toThrow('unknownType');
    expect(() => sniffImage(Buffer.from('GIF89a......'))).toThrow('unknownType');
  });
});
