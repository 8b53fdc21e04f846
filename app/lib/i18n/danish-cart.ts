import { useEffect, useState } from "react";
import type { CartText } from "./cart-text";

let loaded: CartText | undefined;

/**
 * The Danish cart catalogue, loaded when first `wanted` (its own small chunk, decision 050):
 * undefined until it has come, and on the server.
 */
export function useDanishCart(wanted: boolean): CartText | undefined {
  const [danish, setDanish] = useState(loaded);
  useEffect(() => {
    if (!wanted || danish) return;
    void import("./cart-text.da").then((module) => {
      loaded = module.danishCart;
      setDanish(loaded);
    });
  }, [wanted, danish]);
  return wanted ? danish : undefined;
}
