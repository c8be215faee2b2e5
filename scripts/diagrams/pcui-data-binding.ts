/**
 * The three PCUI bindings between elements and an observer.
 * PCUI 6.1.4 sources (src/binding/):
 * - BindingElementToObservers: the element calls `binding.setValue()` when its value changes (a user's
 *   `change`, or code setting `value`); the binding calls `observer.set()` at once (`_setValue`).
 * - BindingObserversToElement: `link()` copies the observer's value into the element at once; later
 *   `:set`/`:unset`/`:insert`/`:remove` events schedule the copy with `window.setTimeout` (one task
 *   later; several changes in one task give one update) (`_deferUpdateElement`).
 * - BindingTwoWay: holds one binding of each kind; `applyingChange` keeps the element's own update from
 *   being written back.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'pcui-data-binding',
  width: 760,
  height: 300,
  title: { en: 'The three bindings between PCUI elements and an observer', ja: 'PCUIのエレメントとオブザーバーをつなぐ3つのバインディング' },
  description: {
    en: 'A TextInput with BindingElementToObservers writes the observer at once when its value changes. A Label with BindingObserversToElement shows the observer: link() copies the value at once, later changes arrive one task later. A SliderInput with BindingTwoWay does both.',
    ja: 'BindingElementToObserversを持つTextInputは、値が変わるとすぐにオブザーバーへ書き込みます。BindingObserversToElementを持つLabelはオブザーバーの値を表示します。link()の時点ではすぐに、その後の変更は1タスク後に反映されます。BindingTwoWayを持つSliderInputは両方を行います。',
  },
  draw(c) {
    const parts: string[] = [];
    const row = { y: 36, h: 82 };
    const left = { x: 16, w: 244 };
    const center = { x: 308, w: 144 };
    const right = { x: 500, w: 244 };
    const bottom = { x: 250, y: 196, w: 260, h: 82 };
    const mid = row.y + row.h / 2;

    parts.push(
      c.card(left.x, row.y, left.w, row.h, 'neutral', 'TextInput', ['`BindingElementToObservers`', { en: 'writes on `change`, at once', ja: '`change`ですぐに書き込む' }], { size: 12 }),
    );
    parts.push(c.card(center.x, row.y, center.w, row.h, 'accent', 'Observer', ['`title`', { en: 'the shared data', ja: '共有するデータ' }], { size: 12 }));
    parts.push(
      c.card(right.x, row.y, right.w, row.h, 'neutral', 'Label', ['`BindingObserversToElement`', { en: 'shows changes one task later', ja: '変更は1タスク後に表示' }], { size: 12 }),
    );
    parts.push(c.arrow([[left.x + left.w + 1, mid], [center.x - 2, mid]], 'blue', { width: 1.8 }));
    parts.push(c.arrow([[center.x + center.w + 1, mid], [right.x - 2, mid]], 'blue', { width: 1.8 }));
    parts.push(c.text(left.x + left.w + 24, mid - 8, '`set()`', { size: 11, anchor: 'middle', ink: 'blue', maxWidth: 46 }));
    parts.push(c.text(center.x + center.w + 24, mid - 8, '`:set`', { size: 11, anchor: 'middle', ink: 'blue', maxWidth: 46 }));

    parts.push(
      c.card(bottom.x, bottom.y, bottom.w, bottom.h, 'blue', 'SliderInput', ['`BindingTwoWay`', { en: 'both directions, as above', ja: '書き込みと表示を両方行う' }], { size: 12 }),
    );
    const top = row.y + row.h;
    parts.push(c.arrow([[center.x + 44, bottom.y - 1], [center.x + 44, top + 2]], 'blue', { width: 1.8 }));
    parts.push(c.arrow([[center.x + center.w - 44, top + 1], [center.x + center.w - 44, bottom.y - 2]], 'blue', { width: 1.8 }));
    parts.push(c.text(center.x + 36, top + 44, '`set()`', { size: 11, anchor: 'end', ink: 'blue', maxWidth: 60 }));
    parts.push(c.text(center.x + center.w - 36, top + 44, '`:set`', { size: 11, ink: 'blue', maxWidth: 60 }));
    return parts.join('\n');
  },
});
