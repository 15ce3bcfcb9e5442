/**
 * A strict XML reader for tests (the blog feed, the sitemap): saxes refuses anything that is not well-formed XML, so
 * a feed reader would accept what passes here. Returns a small element tree; text is concatenated per element.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    stack[stack.length - 1].children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => (stack[stack.length - 1].text += text));
  parser.on('cdata', (text) => (stack[stack.length - 1].text += text));
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(source).close();
  if (root.children.length !== 1) throw new Error('o documento XML deve ter um único elemento raiz');
  return root.children[0];
}

/** Direct children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
/** The text of the first direct child named `name` ('' when absent). */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text.trim() ?? '';
