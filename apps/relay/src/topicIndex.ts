// The memory store's index of messages by topic and by reader, so that a fetch costs what it returns: each
// topic's messages sit in publish order (an array, searched by sequence number), and for every client and
// topic the relay remembers up to which message the client has acknowledged everything. A fetch starts each
// topic after that mark instead of walking past everything the client already has.

export interface IndexedMessage {
  id: string
  topic: string
  /** Publish order across the store. */
  seq: number
}

export function createTopicIndex<M extends IndexedMessage>(
  isAcked: (message: M, clientId: string) => boolean,
) {
  /** topic → its messages, oldest first */
  const topics = new Map<string, M[]>()
  /** client id → topic → seq up to which the client has acknowledged every message of the topic */
  const marks = new Map<string, Map<string, number>>()

  /** The index of the first message of `list` published after `seq`. */
  const after = (list: readonly M[], seq: number) => {
    let low = 0
    let high = list.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((list[middle]?.seq ?? 0) <= seq) low = middle + 1
      else high = middle
    }
    return low
  }
  const markOf = (clientId: string, topic: string) => marks.get(clientId)?.get(topic) ?? -1

  return {
    messages: (topic: string): readonly M[] => topics.get(topic) ?? [],
    add(message: M) {
      const list = topics.get(message.topic) ?? []
      topics.set(message.topic, list)
      list.push(message)
    },
    remove(message: M) {
      const list = topics.get(message.topic)
      if (!list) return
      const at = after(list, message.seq - 1)
      if (list[at]?.id === message.id) list.splice(at, 1)
      if (list.length === 0) topics.delete(message.topic)
    },
    /** Moves the client's mark on the topic past every message it has now acknowledged in a row. */
    advance(clientId: string, topic: string) {
      const list = topics.get(topic)
      if (!list) return
      let mark = markOf(clientId, topic)
      for (let i = after(list, mark); i < list.length; i++) {
        const message = list[i]
        if (!message || !isAcked(message, clientId)) break
        mark = message.seq
      }
      if (mark < 0) return
      const mine = marks.get(clientId) ?? new Map<string, number>()
      marks.set(clientId, mine)
      mine.set(topic, mark)
    },
    /**
     * The client's messages on the topics that `wanted` keeps, oldest first across topics, until `take` says
     * stop: each topic is read from the client's mark on.
     */
    collect(
      clientId: string,
      topicList: readonly string[],
      wanted: (message: M) => boolean,
      take: (message: M) => boolean,
    ) {
      // A binary min-heap of each topic's next message by seq: each message taken costs log(topics).
      type Head = { list: readonly M[]; at: number }
      const heap: Head[] = []
      const seqOf = (head: Head) => head.list[head.at]?.seq ?? Number.POSITIVE_INFINITY
      const skip = (head: Head) => {
        while (head.at < head.list.length && !wanted(head.list[head.at] as M)) head.at += 1
        return head.at < head.list.length
      }
      const swap = (i: number, j: number) => {
        const t = heap[i] as Head
        heap[i] = heap[j] as Head
        heap[j] = t
      }
      const up = (i: number) => {
        for (
          let p = (i - 1) >> 1;
          i > 0 && seqOf(heap[i] as Head) < seqOf(heap[p] as Head);
          i = p, p = (i - 1) >> 1
        )
          swap(i, p)
      }
      const down = (i: number) => {
        for (;;) {
          const l = 2 * i + 1
          const r = l + 1
          let least = i
          if (l < heap.length && seqOf(heap[l] as Head) < seqOf(heap[least] as Head)) least = l
          if (r < heap.length && seqOf(heap[r] as Head) < seqOf(heap[least] as Head)) least = r
          if (least === i) return
          swap(i, least)
          i = least
        }
      }
      for (const topic of new Set(topicList)) {
        const list = topics.get(topic)
        if (!list) continue
        const head = { list, at: after(list, markOf(clientId, topic)) }
        if (!skip(head)) continue
        heap.push(head)
        up(heap.length - 1)
      }
      while (heap.length > 0) {
        const head = heap[0] as Head
        if (!take(head.list[head.at] as M)) return
        head.at += 1
        if (!skip(head)) {
          const last = heap.pop() as Head
          if (heap.length === 0) return
          heap[0] = last
        }
        down(0)
      }
    },
    /** Forgets the marks of topics that hold no message any more. */
    sweep() {
      for (const [clientId, mine] of marks) {
        for (const topic of mine.keys()) if (!topics.has(topic)) mine.delete(topic)
        if (mine.size === 0) marks.delete(clientId)
      }
    },
    clear() {
      topics.clear()
      marks.clear()
    },
  }
}
