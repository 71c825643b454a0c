import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { ChakraChart } from './chakra-chart';
import { SvgChart } from './svg-chart';

declare global {
  interface Window {
    /** Renders one chart into a fresh root and resolves with the ms until its bars are in the page. */
    renderChart(kind: 'svg' | 'chakra'): Promise<number>;
  }
}

const BARS: Record<'svg' | 'chakra', string> = { svg: 'figure svg rect', chakra: '.recharts-bar-rectangle' };

window.renderChart = (kind) =>
  new Promise((resolve, reject) => {
    const host = document.createElement('div');
    host.style.width = '560px';
    document.body.replaceChildren(host);
    const root = createRoot(host);
    const started = performance.now();
    const Component = kind === 'svg' ? SvgChart : ChakraChart;
    root.render(
      <ChakraProvider value={defaultSystem}>
        <Component />
      </ChakraProvider>,
    );
    const until = started + 5000;
    const look = () => {
      if (host.querySelectorAll(BARS[kind]).length >= 24) {
        const ms = performance.now() - started;
        root.unmount();
        resolve(ms);
      } else if (performance.now() > until) reject(new Error(`${kind}: no bars within 5 s`));
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
