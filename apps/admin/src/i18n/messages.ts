type Tree = { [key: string]: string | Tree };

/** Deep merge of message trees; later trees win. */
export function mergeMessages(...trees: object[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const current = out[key];
      if (value && typeof value === 'object') {
        out[key] = mergeMessages(current && typeof current === 'object' ? current : {}, value);
      } else if (typeof value === 'string') {
        out[key] = value;
      }
    }
  }
  return out;
}

/** Server messages come flat ("resources.users.list_title": "..."); the providers want a tree. */
export function unflattenMessages(flat: Record<string, string>): Tree {
  const out: Tree = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = text;
      } else {
        const next = node[part];
        node = (node[part] = next && typeof next === 'object' ? next : {}) as Tree;
      }
    });
  }
  return out;
}
