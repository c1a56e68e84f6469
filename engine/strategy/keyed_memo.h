#pragma once
// A memo from 64-bit keys (packed card counts) to values, for the strategy evaluator's hot loop: open addressing
// with a multiplicative hash into a power-of-two table of indices, values kept in insertion order. It replaces
// std::unordered_map there, whose lookups (a division by a prime bucket count, a node per entry) were a quarter
// of the analysis. Values never move once added (a deque), so a reference stays good while more are added;
// walking the memo visits entries in the order they were added, the same on every run.
#include <cstdint>
#include <deque>
#include <vector>

namespace bjt::strategy {

template <typename Value>
class KeyedMemo {
public:
    explicit KeyedMemo(int initial_bits = 14) : bits_(initial_bits), slots_(std::size_t{1} << initial_bits, 0) {}

    // The value for this key, or nullptr.
    const Value* find(std::uint64_t key) const {
        for (std::size_t i = slot_of(key);; i = (i + 1) & mask()) {
            const std::uint32_t s = slots_[i];
            if (s == 0) return nullptr;
            if (keys_[s - 1] == key) return &values_[s - 1];
        }
    }
    // Adds a key that is not there yet; its value, which stays where it is (a caller may fill it in later).
    Value& add(std::uint64_t key, const Value& value) {
        if (2 * (keys_.size() + 1) > slots_.size()) grow();
        return append(free_slot(key), key, value);
    }
    // Adds the key with this value unless it is there already (one probe, not find() then add()): the new value,
    // or nullptr when the key was there.
    Value* try_add(std::uint64_t key, const Value& value) {
        if (2 * (keys_.size() + 1) > slots_.size()) grow();
        std::size_t i = slot_of(key);
        for (; slots_[i] != 0; i = (i + 1) & mask())
            if (keys_[slots_[i] - 1] == key) return nullptr;
        return &append(i, key, value);
    }
    bool contains(std::uint64_t key) const { return find(key) != nullptr; }
    std::size_t size() const { return keys_.size(); }
    // f(key, value) for every entry, in the order they were added.
    template <typename F>
    void for_each(F&& f) const {
        for (std::size_t i = 0; i < keys_.size(); ++i) f(keys_[i], values_[i]);
    }

private:
    std::size_t mask() const { return slots_.size() - 1; }
    std::size_t slot_of(std::uint64_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
    }
    // The first empty slot on the key's probe sequence.
    std::size_t free_slot(std::uint64_t key) const {
        std::size_t i = slot_of(key);
        while (slots_[i] != 0) i = (i + 1) & mask();
        return i;
    }
    Value& append(std::size_t slot, std::uint64_t key, const Value& value) {
        keys_.push_back(key);
        values_.push_back(value);
        slots_[slot] = static_cast<std::uint32_t>(keys_.size());
        return values_.back();
    }
    void grow() {
        ++bits_;
        slots_.assign(std::size_t{1} << bits_, 0);
        for (std::size_t i = 0; i < keys_.size(); ++i) slots_[free_slot(keys_[i])] = static_cast<std::uint32_t>(i + 1);
    }

    int bits_;
    std::vector<std::uint32_t> slots_;  // 0: empty; else the entry's index + 1
    std::vector<std::uint64_t> keys_;
    std::deque<Value> values_;
};

}  // namespace bjt::strategy
