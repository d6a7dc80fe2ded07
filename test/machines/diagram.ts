import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Draws an XState machine as a Mermaid `stateDiagram-v2`, read from the machine's own state nodes
 * (`machine.root`), so the diagrams in machines/README.md cannot drift from the code unnoticed.
 *
 * - Every state is declared, nested states inside their parent as composite states; a parallel state's
 *   regions are separated by `--`.
 * - `[*] -->` marks the initial state of the machine and of each compound state; final states lead to `[*]`.
 * - Each transition is labelled with its event type, its guard in brackets, `after 1000ms` for a delayed one
 *   and `always` for an eventless one. A transition without a target (it only runs actions) is a self-loop.
 * - Mermaid ids are the state's path joined with `_` (keys repeat across parents); a nested state is shown
 *   by its own key. Each transition is written in the innermost block holding both of its ends, which keeps
 *   Mermaid from creating a stray copy of a state in the wrong block.
 * - The order is the machine's document order: states as declared, transitions as declared in each state.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  if (ownTransitions(root).length > 0) {
    throw new Error(`toMermaid: the root of machine "${machine.id}" has its own transitions, which it cannot draw.`);
  }
  const ids = new Map<AnyStateNode, string>();
  for (const node of descendants(root)) {
    const id = node.path.join('_').replace(/\W/g, '_');
    const clash = [...ids].find(([, taken]) => taken === id);
    if (clash) throw new Error(`toMermaid: states "${clash[0].id}" and "${node.id}" would share the id "${id}".`);
    ids.set(node, id);
  }
  const idOf = (node: AnyStateNode) => ids.get(node) ?? '[*]';

  // Each transition goes in the block of the innermost compound state containing its source and targets.
  const edgesByBlock = new Map<AnyStateNode, string[]>();
  for (const node of [root, ...descendants(root)]) {
    for (const transition of ownTransitions(node)) {
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        const block = enclosingBlock(node, target);
        const label = transitionLabel(machine, transition);
        const edges = edgesByBlock.get(block) ?? [];
        edges.push(`${idOf(node)} --> ${idOf(target)} : ${label}`);
        edgesByBlock.set(block, edges);
      }
    }
  }

  const lines = ['stateDiagram-v2'];
  const writeBlock = (parent: AnyStateNode, indent: string) => {
    const children = childrenOf(parent);
    if (parent.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        writeState(child, indent);
      });
    } else {
      for (const target of parent.initial?.target ?? []) lines.push(`${indent}[*] --> ${idOf(target)}`);
      children.forEach((child) => writeState(child, indent));
    }
    for (const edge of edgesByBlock.get(parent) ?? []) lines.push(`${indent}${edge}`);
  };
  const writeState = (node: AnyStateNode, indent: string) => {
    const id = idOf(node);
    const label = node.type === 'history' ? `${node.key} (${node.history} history)` : node.key;
    const composite = childrenOf(node).length > 0;
    // A composite state whose id is its key needs no declaration besides its block.
    if (label !== id) lines.push(`${indent}state "${label.replace(/"/g, "'")}" as ${id}`);
    else if (!composite) lines.push(`${indent}${id}`);
    if (composite) {
      lines.push(`${indent}state ${id} {`);
      writeBlock(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  };
  writeBlock(root, '  ');
  return `${lines.join('\n')}\n`;
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  // The order number is the document order in which the machine created its state nodes.
  return (Object.values(node.states) as AnyStateNode[]).sort((a, b) => a.order - b.order);
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return childrenOf(node).flatMap((child) => [child, ...descendants(child)]);
}

/** The transitions declared on this very state node (`on`, `after`, `always`, done and error events). */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values(), node.always ?? []].flat();
}

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node.parent, ...ancestorsOf(node.parent)] : [];
}

function enclosingBlock(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  const targetAncestors = new Set(ancestorsOf(target));
  const common = ancestorsOf(source).find((ancestor) => targetAncestors.has(ancestor));
  // Always found: every node descends from the root.
  return common ?? source.machine.root;
}

function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  let label: string;
  if ('delay' in transition) {
    label = `after ${delayLabel(machine, (transition as { delay: unknown }).delay)}`;
  } else if (transition.eventType === '') {
    label = 'always';
  } else {
    label = String(transition.eventType);
  }
  const guard = guardName(transition.guard);
  return guard ? `${label} [${guard}]` : label;
}

function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  const resolved = typeof delay === 'string' ? (machine.implementations.delays[delay] ?? delay) : delay;
  if (typeof resolved === 'number') return `${resolved}ms`;
  return typeof delay === 'string' ? delay : 'a computed delay';
}

function guardName(guard: unknown, nested = false): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') {
    // Higher-order guards (and, or, not) are functions named so, carrying the guards they combine.
    const inner = (guard as { guards?: unknown }).guards;
    if (Array.isArray(inner)) {
      const names = inner.map((each) => guardName(each, true) ?? 'guard');
      if (guard.name === 'not') return `!${names[0]}`;
      if (guard.name === 'and' || guard.name === 'or') {
        const joined = names.join(guard.name === 'and' ? ' && ' : ' || ');
        return nested ? `(${joined})` : joined;
      }
    }
    return guard.name || 'inline guard';
  }
  return 'guard';
}
