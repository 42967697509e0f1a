import type { Rule } from 'eslint';

/**
 * A citation of a specification section or a tracker entry: a section sign with a number (or
 * "spec" before one), or "issue" with a number. A newcomer has neither document, so comments
 * and test titles state the rule itself (or point to docs/).
 */
export const CITATION = /spec\s*§|§\s*\d|issue\s*#\s*\d+/i;

const MESSAGE = 'State the rule in words instead of citing a document: a newcomer has no spec or issue tracker (docs/ holds rules shared by several files).';

/** `local/no-citations`: reports comments, strings, template texts and JSX text that cite. */
export const noCitations: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid citations of spec sections and issues in comments and strings' },
    schema: [],
    messages: { citation: MESSAGE },
  },
  create(context) {
    const check = (text: string, node: Rule.Node) => {
      if (CITATION.test(text)) context.report({ node, messageId: 'citation' });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (CITATION.test(comment.value)) context.report({ loc: comment.loc!, messageId: 'citation' });
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node.value, node);
      },
      TemplateElement(node) {
        check(node.value.cooked ?? node.value.raw, node);
      },
      JSXText(node: Rule.Node) {
        check((node as unknown as { value: string }).value, node);
      },
    } as Rule.RuleListener;
  },
};

export const localPlugin = { rules: { 'no-citations': noCitations } };
