import { act, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackForm } from '@portal/ui/stack';
import { keepEarlyInput } from './early-input.ts';

/** A controlled form like the message composer's: what React holds is what it sends. */
function Composer({ onSend, onChoose }: { onSend: (text: string) => void; onChoose?: () => void }) {
  const [text, setText] = useState('');
  const [room, setRoom] = useState('pool');
  const [when, setWhen] = useState('now');
  const [photo, setPhoto] = useState(false);
  const [language, setLanguage] = useState('en');
  return (
    <StackForm
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text);
      }}
    >
      <label>
        Your message
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <label>
        Where
        <select
          value={room}
          onChange={(event) => {
            setRoom(event.target.value);
            onChoose?.();
          }}
        >
          <option value="pool">Pool</option>
          <option value="spa">Spa</option>
        </select>
      </label>
      <label>
        <input
          type="radio"
          name="when"
          value="now"
          checked={when === 'now'}
          onChange={() => setWhen('now')}
        />
        As soon as possible
      </label>
      <label>
        <input
          type="radio"
          name="when"
          value="later"
          checked={when === 'later'}
          onChange={() => setWhen('later')}
        />
        At a time I choose
      </label>
      <label>
        <input
          type="checkbox"
          checked={photo}
          onChange={(event) => setPhoto(event.target.checked)}
        />
        With a photo
      </label>
      <button type="button" onClick={() => setLanguage('vi')}>
        Tiếng Việt
      </button>
      <p data-testid="held">{[text, room, when, String(photo), language].join('|')}</p>
      <button type="submit">Send</button>
    </StackForm>
  );
}

function TakenOver({
  children,
  onTakenOver,
}: {
  children: React.ReactNode;
  onTakenOver: () => void;
}) {
  useEffect(onTakenOver, [onTakenOver]);
  return children;
}

let root: HTMLElement;

// React's act, outside Testing Library, which says so itself.
const reactTesting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
reactTesting.IS_REACT_ACT_ENVIRONMENT = true;

/** The server's page in the document, with its script already listening, React not yet. */
function serverPage(onSend: (text: string) => void, onChoose?: () => void) {
  const app = <Composer onSend={onSend} {...(onChoose ? { onChoose } : {})} />;
  root = document.createElement('div');
  root.innerHTML = renderToString(app);
  document.body.append(root);
  const earlyInput = keepEarlyInput(root);
  let handedOver: () => void = () => undefined;
  const whenHandedOver = new Promise<void>((resolve) => (handedOver = resolve));
  const handOver = () => {
    earlyInput.handOver();
    handedOver();
  };
  const hydrateAsMain = () =>
    startTransition(() => {
      hydrateRoot(root, <TakenOver onTakenOver={handOver}>{app}</TakenOver>);
    });
  const hydrate = async () => {
    await act(async () => {
      hydrateAsMain();
    });
    // The tap is made again in a task of its own.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  };
  /**
   * As a browser does, outside `act`: React hydrates in the scheduler's tasks and applies a
   * change in a microtask, and `meanwhile` is what the guest does right after `hydrateRoot`.
   */
  const hydrateWhile = async (meanwhile: () => void) => {
    reactTesting.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateAsMain();
      meanwhile();
      await whenHandedOver;
      // The tap is made again in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      reactTesting.IS_REACT_ACT_ENVIRONMENT = true;
    }
  };
  const field = <Field extends Element = HTMLInputElement>(selector: string) =>
    root.querySelector(selector) as Field;
  return {
    hydrate,
    hydrateWhile,
    field,
    held: () => root.querySelector('[data-testid="held"]')?.textContent,
  };
}

afterEach(() => root.remove());

/** As the browser does on a guest's typing or choosing: the value, then its event. */
function typeInto(
  field: HTMLTextAreaElement | HTMLSelectElement,
  value: string,
  event: 'input' | 'change' = 'input',
) {
  field.value = value;
  field.dispatchEvent(new Event(event, { bubbles: true }));
}

describe('input before React holds the server’s page', () => {
  it('a native submit of the server’s form does nothing: the fields stay out of the address', () => {
    root = document.createElement('div');
    root.innerHTML = renderToString(<Composer onSend={() => undefined} />);
    document.body.append(root);
    expect(root.querySelector('form')?.getAttribute('method')).toBe('dialog');
  });

  it('hands React what was typed and chosen, then sends the one early tap with it, once', async () => {
    const onSend = vi.fn();
    const page = serverPage(onSend);
    typeInto(page.field<HTMLTextAreaElement>('textarea'), 'Two more towels, please');
    typeInto(page.field<HTMLSelectElement>('select'), 'spa', 'change');
    page.field('input[value="later"]').click();
    page.field('input[type="checkbox"]').click();
    page.field<HTMLButtonElement>('button[type="submit"]').click();
    page.field<HTMLButtonElement>('button[type="submit"]').click();
    expect(onSend).not.toHaveBeenCalled();

    await page.hydrate();

    expect(page.held()).toBe('Two more towels, please|spa|later|true|en');
    expect(page.field<HTMLTextAreaElement>('textarea').value).toBe('Two more towels, please');
    expect(page.field('input[value="later"]').checked).toBe(true);
    expect(page.field('input[type="checkbox"]').checked).toBe(true);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Two more towels, please');
  });

  it('hands React what is typed while it hydrates, and sends the tap after with it, once', async () => {
    const onSend = vi.fn();
    const page = serverPage(onSend);
    await page.hydrateWhile(() => {
      typeInto(page.field<HTMLTextAreaElement>('textarea'), 'Is the pool open after 9 pm?');
      page.field<HTMLButtonElement>('button[type="submit"]').click();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Is the pool open after 9 pm?');
    expect(page.held()).toBe('Is the pool open after 9 pm?|pool|now|false|en');
  });

  it('leaves untouched fields alone and makes no tap the guest did not make', async () => {
    const onSend = vi.fn();
    const onChoose = vi.fn();
    const page = serverPage(onSend, onChoose);
    await page.hydrate();
    expect(onChoose).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
    expect(page.held()).toBe('|pool|now|false|en');
  });

  it('leaves to the screen a field the browser restored on a reload, which fires no event', async () => {
    const page = serverPage(vi.fn());
    page.field<HTMLTextAreaElement>('textarea').value = 'Restored by the browser';
    await page.hydrate();
    expect(page.held()).toBe('|pool|now|false|en');
  });

  it('makes the last tap on a button again, once', async () => {
    const onSend = vi.fn();
    const page = serverPage(onSend);
    page.field<HTMLButtonElement>('button[type="submit"]').click();
    page.field<HTMLButtonElement>('button[type="button"]').click();
    await page.hydrate();
    expect(page.held()).toBe('|pool|now|false|vi');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a tap once React holds the page is React’s alone: sent once, never again', async () => {
    const onSend = vi.fn();
    const page = serverPage(onSend);
    await page.hydrate();
    await act(async () => {
      page.field<HTMLButtonElement>('button[type="submit"]').click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('');
  });
});
