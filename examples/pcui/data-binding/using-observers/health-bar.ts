import { Observer } from '@playcanvas/observer';
import { BindingObserversToElement, Button, Label, Panel, Progress } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

const player = new Observer({ hp: 80, maxHp: 100 });

const panel = new Panel({ headerText: 'Player', width: 320 });
document.body.appendChild(panel.dom);

// One observer, two paths: customUpdate builds the displayed value from both
const hpPaths = ['hp', 'maxHp'];
const hpLabel = new Label({
    binding: new BindingObserversToElement({
        customUpdate: (element, observers, paths) => {
            element.value = `HP ${observers[0].get(paths[0])} / ${observers[0].get(paths[1])}`;
        }
    })
});
const hpBar = new Progress({
    binding: new BindingObserversToElement({
        customUpdate: (element, observers, paths) => {
            element.value = (100 * observers[0].get(paths[0])) / observers[0].get(paths[1]);
        }
    })
});
hpLabel.link(player, hpPaths);
hpBar.link(player, hpPaths);

const hitButton = new Button({ text: 'Take 25 damage' });
hitButton.on('click', () => {
    player.set('hp', Math.max(0, player.get('hp') - 25));
    // Bound elements update in the next task
    setTimeout(() => console.log(`${hpLabel.text}, bar ${hpBar.value.toFixed(0)}%`)); // → HP 55 / 110, bar 50%
});

panel.append(hpLabel);
panel.append(hpBar);
panel.append(hitButton);

console.log(hpLabel.text); // → HP 80 / 100

// Either path updates the label: raising maxHp changes it too
player.set('maxHp', 110);
console.log(hpLabel.text); // → HP 80 / 100
setTimeout(() => console.log(hpLabel.text)); // → HP 80 / 110

// click: .pcui-button:has-text("Take 25 damage")
