// The API card (loaded by ./listen.ts on the first hover or focus of a link to the engine API
// reference): a small popover under the link with the signature and the first sentence of the doc
// comment, in English as the engine writes them (`lang="en"` on a Japanese page too). It follows
// WCAG 1.4.13: it stays while the pointer is on the link or on the card, Escape dismisses it, and
// the link names it with aria-describedby, so a screen reader reads it after the link's name.
import siteConfig from '@generated/docusaurus.config';
import type { ApiCard } from '../cards';
import './card.css';

const CARD_ID = 'api-card';
/** How long the card stays after the pointer leaves link and card, so it can cross the gap. */
const HIDE_DELAY_MS = 250;

let cards: Promise<Record<string, ApiCard>> | undefined;
let element: HTMLDivElement | undefined;
let current: HTMLAnchorElement | undefined;
let hideTimer: number | undefined;

function loadCards(): Promise<Record<string, ApiCard>> {
  cards ??= fetch(`${siteConfig.baseUrl}api-cards.json`).then((response) => {
    if (!response.ok) throw new Error(`api-cards.json: HTTP ${response.status}`);
    return response.json() as Promise<Record<string, ApiCard>>;
  });
  cards.catch(() => {
    cards = undefined;
  });
  return cards;
}

function cardElement(): HTMLDivElement {
  if (element) return element;
  element = document.createElement('div');
  element.id = CARD_ID;
  element.className = 'api-card';
  element.setAttribute('role', 'tooltip');
  element.lang = 'en';
  element.hidden = true;
  element.addEventListener('pointerenter', () => window.clearTimeout(hideTimer));
  element.addEventListener('pointerleave', scheduleHide);
  document.body.append(element);
  return element;
}

function place(card: HTMLDivElement, link: HTMLAnchorElement): void {
  const box = link.getClientRects()[0] ?? link.getBoundingClientRect();
  const width = Math.min(card.offsetWidth, document.documentElement.clientWidth - 16);
  const left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8));
  const below = box.bottom + 6;
  // Above the link when it would not fit below.
  const top = below + card.offsetHeight > window.innerHeight && box.top - card.offsetHeight - 6 > 0 ? box.top - card.offsetHeight - 6 : below;
  card.style.left = `${left + window.scrollX}px`;
  card.style.top = `${top + window.scrollY}px`;
}

async function show(link: HTMLAnchorElement): Promise<void> {
  window.clearTimeout(hideTimer);
  const name = link.dataset.api ?? '';
  current = link;
  let data: ApiCard | undefined;
  try {
    data = (await loadCards())[name];
  } catch (error) {
    console.info('[api-links] no card data', error);
    return;
  }
  if (current !== link || !data) return;
  const card = cardElement();
  const signature = document.createElement('code');
  signature.className = 'api-card__signature';
  signature.textContent = data.s;
  const summary = document.createElement('p');
  summary.className = 'api-card__summary';
  summary.textContent = data.d;
  card.replaceChildren(signature, ...(data.d ? [summary] : []));
  card.hidden = false;
  place(card, link);
  document.querySelectorAll(`[aria-describedby="${CARD_ID}"]`).forEach((other) => {
    if (other !== link) other.removeAttribute('aria-describedby');
  });
  link.setAttribute('aria-describedby', CARD_ID);
}

function hide(): void {
  window.clearTimeout(hideTimer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (element) element.hidden = true;
}

function scheduleHide(): void {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, HIDE_DELAY_MS);
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[data-api]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('pointerout', (event) => {
    const link = linkOf(event.target);
    if (link && link === current && !link.contains(event.relatedTarget as Node | null) && document.activeElement !== link) scheduleHide();
  });
  document.addEventListener('focusout', (event) => {
    if (linkOf(event.target) === current) hide();
  });
  document.addEventListener('pointerdown', (event) => {
    // A tap or click elsewhere closes it (on touch screens there is no pointer leaving).
    if (current && !linkOf(event.target) && !element?.contains(event.target as Node)) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current) hide();
  });
  // A client-side navigation replaces the page under the card.
  window.addEventListener('popstate', hide);
}

/** Handles a hover or focus on a link to the API reference; ./listen.ts forwards every such event. */
export function start(link: HTMLAnchorElement, event: Event): void {
  listen();
  if (event.type === 'pointerover' || event.type === 'focusin') void show(link);
}
