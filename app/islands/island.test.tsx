import { act, render, screen } from "@testing-library/react";
import { use } from "react";
import { describe, expect, it, vi } from "vitest";
import { IslandRoot } from "./island";

describe("IslandRoot", () => {
  it("calls onLive only once the content it waits for is rendered, not before", async () => {
    let resolve!: (text: string) => void;
    const content = new Promise<string>((done) => (resolve = done));
    function Waiting() {
      return <p>{use(content)}</p>;
    }
    const onLive = vi.fn();
    await act(() =>
      Promise.resolve(
        render(
          <IslandRoot onLive={onLive}>
            <Waiting />
          </IslandRoot>,
        ),
      ),
    );
    expect(screen.queryByText("Slides")).toBeNull();
    expect(onLive).not.toHaveBeenCalled();
    await act(async () => {
      resolve("Slides");
      await content;
    });
    expect(screen.getByText("Slides")).toBeInTheDocument();
    expect(onLive).toHaveBeenCalledTimes(1);
  });
});
