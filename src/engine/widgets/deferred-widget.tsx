import { useEffect, useState, type ComponentType } from 'react';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

type Widget = ComponentType<InputWidgetProps>;

export interface DeferredWidget {
  /** Draws the widget once loaded; until then a plain field in its place, whose text the widget reads when it comes. */
  readonly Widget: Widget;
  readonly preload: () => Promise<Widget>;
}

/**
 * A widget in a chunk of its own, for what most forms do not ask: an amount read as every
 * language writes numbers, a date of birth. The login, the first page most customers open, need
 * not carry them. loadForm preloads the ones a form names, so the widget is there when it draws.
 */
export function deferredWidget(load: () => Promise<Widget>): DeferredWidget {
  let loaded: Widget | undefined;
  const preload = () => load().then((widget) => (loaded = widget));
  function Deferred(props: InputWidgetProps) {
    const [Loaded, setLoaded] = useState<Widget | undefined>(() => loaded);
    useEffect(() => {
      if (!Loaded) void preload().then((widget) => setLoaded(() => widget));
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : <InputControl widget={props} />;
  }
  return { Widget: Deferred, preload };
}
