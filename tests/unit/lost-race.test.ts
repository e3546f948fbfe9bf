import { describe, expect, it } from "vitest";
import { LOST_RACE_ATTEMPTS, retryOnLostRace } from "@core/ports/table/lost-race";
import { TransactionFailedError } from "@core/ports/table/table";

const lost = () => new TransactionFailedError(["None", "ConditionalCheckFailed"]);

describe("retryOnLostRace", () => {
  it("reads again after a lost race and returns what the winning try returns", async () => {
    let tries = 0;
    const result = await retryOnLostRace(async (attempt) => {
      tries++;
      if (attempt < 3) throw lost();
      return "saved";
    });
    expect(result).toBe("saved");
    expect(tries).toBe(3);
  });

  it("gives up after the default number of tries with the last lost race, or with giveUp's error", async () => {
    let tries = 0;
    const always = async () => {
      tries++;
      throw lost();
    };
    await expect(retryOnLostRace(always)).rejects.toBeInstanceOf(TransactionFailedError);
    expect(tries).toBe(LOST_RACE_ATTEMPTS);

    tries = 0;
    await expect(retryOnLostRace(always, { attempts: 2, giveUp: () => new Error("busy, try again") })).rejects.toThrow("busy, try again");
    expect(tries).toBe(2);
  });

  it("passes other errors straight through without another try", async () => {
    for (const error of [new Error("network down"), new TransactionFailedError(["TransactionConflict"])]) {
      let tries = 0;
      const failing = async () => {
        tries++;
        throw error;
      };
      await expect(retryOnLostRace(failing, { giveUp: () => new Error("gave up") })).rejects.toBe(error);
      expect(tries).toBe(1);
    }
  });

  it("retries only what the caller calls a lost race", async () => {
    class LedgerMoved extends Error {}
    let tries = 0;
    const work = async () => {
      tries++;
      if (tries === 1) throw new LedgerMoved();
      throw lost();
    };
    // The second try's lost condition is not this caller's race: it is thrown as is.
    await expect(retryOnLostRace(work, { lostRace: (error) => error instanceof LedgerMoved })).rejects.toBeInstanceOf(
      TransactionFailedError,
    );
    expect(tries).toBe(2);
  });
});
