// SPDX-License-Identifier: Apache-2.0
#include "common/hostbuffer.h"

#include <QTest>
#include <algorithm>
#include <cstdint>
#include <unistd.h>

using fw::agent::HostBuffer;
using namespace Qt::StringLiterals;

// The agent's benchmark buffers (remote-agent/common/hostbuffer): page-aligned, zeroed, separate, and on huge pages
// when asked and the kernel gives them.
class TestHostBuffer : public QObject
{
    Q_OBJECT

private slots:
    void startsOnAPageAndIsZeroed_data();
    void startsOnAPageAndIsZeroed();
    void buffersDoNotOverlap();
    void moveHandsTheMemoryOver();
    void hugePagesSayWhatTheyGot();
};

namespace {

std::uintptr_t address(const HostBuffer& buffer)
{
    return reinterpret_cast<std::uintptr_t>(buffer.data());
}

} // namespace

void TestHostBuffer::startsOnAPageAndIsZeroed_data()
{
    QTest::addColumn<qulonglong>("bytes");
    for (const qulonglong bytes : {0ull, 1ull, 8ull, 4095ull, 4096ull, 32768ull + 4ull, 1ull << 20, 3ull << 20})
        QTest::addRow("%llu B", bytes) << bytes;
}

void TestHostBuffer::startsOnAPageAndIsZeroed()
{
    QFETCH(qulonglong, bytes);
    const HostBuffer buffer(bytes);
    QVERIFY(buffer.data() != nullptr);
    QCOMPARE(static_cast<qulonglong>(buffer.size()), bytes);
    QCOMPARE(HostBuffer::alignment(), static_cast<std::size_t>(::sysconf(_SC_PAGESIZE)));
    QCOMPARE(address(buffer) % HostBuffer::alignment(), std::uintptr_t{0});
    QCOMPARE(static_cast<qulonglong>(buffer.floats().size()), bytes / sizeof(float));
    QVERIFY(std::all_of(buffer.data(), buffer.data() + bytes, [](std::byte b) { return b == std::byte{0}; }));
    QCOMPARE(buffer.backing(), HostBuffer::Backing::Normal);
}

void TestHostBuffer::buffersDoNotOverlap()
{
    // The sizes at which std::vector's two buffers ended 16 bytes past a page multiple apart (issue 34).
    for (const std::size_t bytes : {std::size_t{4096}, std::size_t{32768}, std::size_t{65536}}) {
        const HostBuffer send(bytes);
        const HostBuffer recv(bytes);
        QVERIFY(address(send) + bytes <= address(recv) || address(recv) + bytes <= address(send));
        QCOMPARE((address(recv) - address(send)) % HostBuffer::alignment(), std::uintptr_t{0});
    }
}

void TestHostBuffer::moveHandsTheMemoryOver()
{
    HostBuffer first(100);
    std::byte* const data = first.data();
    HostBuffer second(std::move(first));
    QCOMPARE(second.data(), data);
    QCOMPARE(second.size(), std::size_t{100});
    QCOMPARE(first.data(), nullptr);
    HostBuffer third;
    third = std::move(second);
    QCOMPARE(third.data(), data);
    QCOMPARE(second.data(), nullptr);
}

void TestHostBuffer::hugePagesSayWhatTheyGot()
{
    const HostBuffer buffer(5u << 20, HostBuffer::Pages::Huge);
    QCOMPARE(address(buffer) % HostBuffer::alignment(), std::uintptr_t{0});
    // Reserved or transparent huge pages start on a 2 MiB boundary; a kernel that refuses both leaves normal pages,
    // and the name says which.
    if (buffer.backing() != HostBuffer::Backing::Normal)
        QCOMPARE(address(buffer) % (2u << 20), std::uintptr_t{0});
    const QString name = QString::fromLatin1(HostBuffer::backingName(buffer.backing()));
    QVERIFY2(QStringList({u"normal"_s, u"hugetlb"_s, u"transparent_huge"_s}).contains(name), qPrintable(name));
    QCOMPARE(buffer.floats()[buffer.floats().size() - 1], 0.0f);
}

QTEST_GUILESS_MAIN(TestHostBuffer)
#include "testhostbuffer.moc"
